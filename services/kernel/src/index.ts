export * from './eventStore/eventStore';
export * from './eventStore/typedEvents';
export { MemoryEventStore } from './eventStore/memoryEventStore';
export { SqlEventStore } from './eventStore/sqlEventStore';
// Types only: the KurrentDB client (~30 MB resident) loads when a KurrentDB store is opened (openStorage).
export type { KurrentEventStore } from './eventStore/kurrentEventStore';
export { openPgliteClient } from './eventStore/pgliteClient';
export { openPgClient } from './eventStore/pgClient';
export * from './documentStore/documentStore';
export { NedbDocumentStore } from './documentStore/nedbDocumentStore';
export { MongoApiDocumentStore, type MongoApiCollection, type MongoApiEngine } from './documentStore/mongoApiDocumentStore';
export { openPongoDocumentStore, type PongoDocumentStoreOptions } from './documentStore/pongoDocumentStore';
export { openMongoDbDocumentStore } from './documentStore/mongoDbDocumentStore';
export { prefixedDocumentStore } from './documentStore/prefixedDocumentStore';
export * from './errors';
export * from './decider/decider';
export * from './decider/handleCommand';
export * from './decider/handleAndSettle';
export * from './projections/projection';
export { ProjectorRunner, type RunnerOptions, type CatchUpProgress, type RunnerRole } from './projections/projectorRunner';
export { soleOwnerLease, type ProjectionLease } from './projections/projectionLease';
export { ParkedEvents, PARKED_EVENTS, PARKED_ACTIONS, type ParkedAction, type ParkedDocument } from './projections/parkedEvents';
export type { AppliedBatchListener } from './projections/appliedBatches';
export type * from './projections/runnerStatus';
export * from './http/auth';
export * from './http/validate';
export * from './http/errorHandler';
export * from './http/logging';
export * from './http/serviceApp';
export * from './http/securityHeaders';
export * from './http/routerFromTable';
export * from './http/sendJsonText';
export * from './http/openApi';
export * from './storage/openStorage';
export * from './storage/describeStorage';
export * from './uniqueness/uniqueKeys';
export * from './objectStore/objectStore';
export { MemoryObjectStore } from './objectStore/memoryObjectStore';
export { DiskObjectStore } from './objectStore/diskObjectStore';
// Types only: the AWS SDK loads when an S3 bucket is configured (openObjectStore).
export type { S3ObjectStore } from './objectStore/s3ObjectStore';
export { openObjectStore, objectStoreKind } from './objectStore/openObjectStore';
export { s3ConfigFromEnv, describeS3, type S3Config } from './objectStore/s3Config';
export { encodePhoto, type EncodedPhoto, type PhotoEncoding } from './objectStore/photoImage';
export type { Mail } from './mail/mail';
export {
  mailSettingsFromEnv,
  mailDeliveryOf,
  smtpDelivery,
  outboxDelivery,
  DEFAULT_MAIL_FROM,
  type MailDelivery,
  type MailSettings,
} from './mail/mailDelivery';
export { MailSender, MAIL_RETRY_DELAYS_MS, type MailSenderOptions } from './mail/mailSender';
export { BackgroundWork } from './runtime/backgroundWork';
export { readRawBody } from './http/rawBody';
export { publicOriginOf, linkOriginOf } from './http/publicOrigin';
export { withUpcasting, type EventVersions } from './eventStore/upcastingEventStore';
export { PersonalData } from './personalData/personalData';
export { PERSON_KEYS } from './personalData/personKeys';
export { isSealed } from './personalData/sealedText';
export * from './runtime/serviceModule';
export * from './runtime/startServices';
export * from './runtime/demoMode';
export { subscribeToAll, type Subscription } from './eventStore/subscribeToAll';
export { findUnstorableText, assertStorableText } from './eventStore/storableText';
export * from './runtime/serve';
export * from './runtime/readiness';
export { Limiter, type LimiterOptions } from './runtime/limiter';
export { startingApp } from './runtime/startingApp';
export { ServiceMetrics, METRIC_PREFIX, type ObservedRunner } from './observability/metrics';
export { serveMetrics, metricsPortFromEnv, DEFAULT_METRICS_PORT } from './observability/metricsServer';
export { currentTraceparent, recordSpanInTraces, traceFields } from './observability/traceContext';
export { startTracing, type Tracing, type TracingOptions } from './observability/tracing';
export { startEventRelay, type RunningEventRelay } from './eventBus/startEventRelay';
export { eventRelayConfigFromEnv, type EventRelayConfig } from './eventBus/eventRelayConfig';
