import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

export interface TracingOptions {
  /** The resource's service.name, unless OTEL_SERVICE_NAME says otherwise. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Tests: where spans go (an in-memory exporter); tracing then starts whatever the environment says. */
  spanProcessors?: SpanProcessor[];
}

/** What a module patch of an instrumentation looks like (for a host whose require hook it cannot reach: Jest). */
export interface InstrumentedModule {
  name: string;
  patch?: (exports: unknown) => unknown;
  moduleExports?: unknown;
}

export interface Tracing {
  /** The http, express and pg instrumentations. */
  instrumentations: ReadonlyArray<{ getModuleDefinitions(): InstrumentedModule[] }>;
  /** Sends what is still buffered and stops. */
  stop(): Promise<void>;
}

/** Health checks and scrapes make no spans. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Starts OpenTelemetry (the Node SDK with the http, express and pg instrumentations; W3C traceparent)
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set, exporting over OTLP (OTEL_EXPORTER_OTLP_* configure it).
 * Unset, nothing is loaded at all and undefined comes back. Call it first thing in an entry point,
 * before express and pg are loaded: the instrumentations patch them as they load.
 */
export function startTracing({ serviceName, env = process.env, spanProcessors }: TracingOptions): Tracing | undefined {
  if (!spanProcessors && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  // Loaded here, and only here: a process without an endpoint never loads the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation, ExpressLayerType } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const instrumentations = [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]) }),
    // Routers and handlers, not each of the kit's middlewares (logging, headers, body parsing).
    new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
    new PgInstrumentation(),
  ];
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    // None given: the SDK builds the OTLP exporter from OTEL_EXPORTER_OTLP_* itself.
    spanProcessors,
    // Traces only: metrics are Prometheus's (/metrics), logs are pino's lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations,
  });
  sdk.start();
  return {
    instrumentations,
    async stop() {
      await sdk.shutdown();
      for (const instrumentation of instrumentations) instrumentation.disable();
    },
  };
}
