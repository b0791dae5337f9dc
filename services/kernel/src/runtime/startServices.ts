import { Router, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { upcasters } from '@reality-draft/events';
import type { EventStore } from '../eventStore/eventStore';
import { withUpcasting } from '../eventStore/upcastingEventStore';
import type { DocumentStore } from '../documentStore/documentStore';
import { prefixedDocumentStore } from '../documentStore/prefixedDocumentStore';
import { ReadModelGenerations } from '../documentStore/readModelGenerations';
import { bearerAuth, type TokenResolver } from '../http/auth';
import type { CspDirectives } from '../http/securityHeaders';
import { createServiceApp, trustProxyFromEnv } from '../http/serviceApp';
import { MemoryObjectStore } from '../objectStore/memoryObjectStore';
import type { AppliedBatchListener } from '../projections/appliedBatches';
import type { Projection } from '../projections/projection';
import { ProjectorRunner, type CatchUpProgress } from '../projections/projectorRunner';
import type { Storage } from '../storage/openStorage';
import { withMetrics } from '../observability/meteredEventStore';
import { ServiceMetrics } from '../observability/metrics';
import { withTraceparent } from '../observability/traceContext';
import { PersonalData } from '../personalData/personalData';
import { logHeadReader } from './logHead';
import type { Readiness } from './readiness';
import { ReadModelsRole, type ServiceFactory, type ServiceModule } from './serviceModule';

/** The header naming the log position a proxied request must see (set by the gateway's proxy). */
export const READ_POSITION = 'x-read-position';
/** The header naming the log position the client's own writes reached (set by the gateway's proxy, from its cookie). */
export const OWN_WRITE_POSITION = 'x-own-write-position';
/**
 * How long a request waits for the read models to show the client's own writes: longer than for a
 * notice's position (2 s), because a read that misses what its client just wrote (a pick gone from
 * the room) is wrong, not merely late. A projection owner's takeover on a loaded machine takes seconds.
 */
const OWN_WRITE_WAIT_MS = 10_000;

export interface RunningServices {
  app: Express;
  /** The event store as services see it (old event shapes upcast on read). */
  events: EventStore;
  modules: ServiceModule[];
  runner: ProjectorRunner;
  /** The process's Prometheus metrics (served on METRICS_PORT by the entry point). */
  metrics: ServiceMetrics;
  stop(): Promise<void>;
}

export interface StartOptions {
  storage: Storage;
  logger: Logger;
  /** The services this process serves: their routes are mounted and their start-up work runs. */
  services: ServiceFactory[];
  /**
   * Services served by other processes that this one follows all the same: their read models and
   * push topics (the gateway's push stream), without their routes or start-up work.
   */
  followed?: ServiceFactory[];
  /** This process's read models are the shared document store's collections with this prefix (none: no prefix). */
  readModelsPrefix?: string;
  /** Who is asking, when no service here resolves tokens itself (a process without identity). */
  resolveToken?: TokenResolver;
  /**
   * Waits for the log position a request names (READ_POSITION) before answering it: on in a service
   * process behind the gateway, whose proxy sets it; off where clients connect directly.
   */
  honourReadPosition?: boolean;
  /** Answers /api requests before their bodies are read (the gateway's proxy to other processes). */
  proxy?: (services: Omit<RunningServices, 'app' | 'stop'>) => RequestHandler;
  env?: NodeJS.ProcessEnv;
  /** Run each module's start-up work (seeding accounts); off for maintenance such as replay. */
  startModules?: boolean;
  /** Read models to drop and rebuild from the log before the services start ('all' for every one): the replay CLI. */
  rebuild?: string[] | 'all';
  /** How the read models' catch-up with the log goes (the replay CLI's progress bar). */
  onCatchUp?: (progress: CatchUpProgress) => void;
  /** More routes under /api built from the running services (the gateway's push stream). */
  apiRoutes?: (services: Omit<RunningServices, 'app' | 'stop'>) => Router;
  /** Adds routes outside /api (the gateway's frontends). */
  configure?: (app: Express, services: Omit<RunningServices, 'app' | 'stop'>) => void;
  /** The Content-Security-Policy of every answer (the gateway's allows its frontends); default: API only. */
  contentSecurityPolicy?: CspDirectives;
  /** Told of the stores and the runner as soon as they exist, so /readyz can say the read models are catching up. */
  readiness?: Readiness;
  /** Where the metrics go (default: a registry of this start's own). */
  metrics?: ServiceMetrics;
}

/**
 * A request the gateway sends on names the log position its push notices have reached (READ_POSITION):
 * it is answered once this process's read models have reached it too (a bounded wait), so the refetch
 * a notice causes is never staler than the notice. The position of the client's own writes
 * (OWN_WRITE_POSITION) is waited for longer (OWN_WRITE_WAIT_MS). Never beyond the log's head, as the
 * gateway holds it: a made-up position sent to the service's own port holds nothing back.
 */
function readPositionWait(runner: ProjectorRunner, events: EventStore): RequestHandler {
  const logHead = logHeadReader(() => events.committedHead());
  const waitUpTo = async (position: number, timeoutMs?: number) => {
    if (!Number.isSafeInteger(position) || position <= runner.position) return;
    const head = await logHead(position).catch(() => runner.position);
    if (head > runner.position) await runner.waitFor(Math.min(position, head), { timeoutMs });
  };
  return async (req, _res, next) => {
    await waitUpTo(Number(req.headers[OWN_WRITE_POSITION]), OWN_WRITE_WAIT_MS);
    await waitUpTo(Number(req.headers[READ_POSITION]));
    next();
  };
}

/**
 * A service's routes are reached once its read models have applied what was answered from other read
 * models only (a draft command's answer waits for the room's alone): a request made after such an
 * answer sees its write in whatever the service serving it reads. Nothing waits when nothing was.
 */
function afterAnswered(runner: ProjectorRunner, projections: string[], routes: Router): Router {
  return Router().use(async (_req, _res, next) => {
    await runner.waitForAnswered(projections);
    next();
  }, routes);
}

/**
 * The log as services read and write it: appends timed and counted, carrying their request's trace
 * (metadata.traceparent) and their schema version; personal fields sealed with their person's key;
 * old shapes upcast on read. `npm run events` reads it so too.
 */
export function logAsServicesSeeIt(storage: Pick<Storage, 'events' | 'docs'>, metrics?: ServiceMetrics): { events: EventStore; personalData: PersonalData } {
  const personalData = new PersonalData(storage.docs, metrics ? withMetrics(storage.events, metrics) : storage.events);
  return { events: withTraceparent(withUpcasting(personalData.eventStore(), upcasters)), personalData };
}

/** Builds the services on shared stores, catches their read models up, and wraps them in one app. */
export async function startServices({
  storage,
  logger,
  services,
  followed = [],
  readModelsPrefix = '',
  resolveToken: fallbackResolver,
  proxy,
  honourReadPosition = false,
  env = process.env,
  startModules = true,
  rebuild,
  onCatchUp,
  apiRoutes,
  configure,
  contentSecurityPolicy,
  readiness,
  metrics = new ServiceMetrics(),
}: StartOptions): Promise<RunningServices> {
  const { events, personalData } = logAsServicesSeeIt(storage, metrics);
  let runner: ProjectorRunner | undefined;
  // Read models are read at their live generation: a new version is built beside the live one (blue-green).
  const generations = new ReadModelGenerations(prefixedDocumentStore(storage.docs, readModelsPrefix));
  const readModels = generations.docs;
  const readModelsRole = new ReadModelsRole(() => runner?.position ?? 0);
  const context = {
    events,
    personalData,
    docs: readModels,
    shared: storage.docs,
    objects: storage.objects ?? new MemoryObjectStore(),
    logger,
    env,
    waitForReadModels: (position: number, projections?: readonly string[]) => runner!.waitFor(position, { projections }),
    followLog: (listener: AppliedBatchListener) => runner!.onApplied(listener),
    readModelsRole,
    metrics,
  };
  const modules = await Promise.all(services.map(async (factory) => factory(context)));
  const followedModules = await Promise.all(followed.map(async (factory) => factory(context)));
  const allModules = [...modules, ...followedModules];
  const factories = [...services, ...followed];
  /**
   * New instances of the named projections writing to `docs`, for a rebuild beside the live ones: their
   * services are built again on those documents (never started, following nothing), so nothing the
   * live projections keep in memory is shared.
   */
  const freshProjections = async (names: string[], docs: DocumentStore): Promise<Projection[]> => {
    const fresh: Projection[] = [];
    for (const [index, factory] of factories.entries()) {
      if (!allModules[index].projections.some((projection) => names.includes(projection.name))) continue;
      const module = await factory({
        ...context,
        docs,
        readModelsRole: new ReadModelsRole(),
        waitForReadModels: async () => undefined,
        followLog: () => async () => undefined,
        metrics: undefined,
      });
      fresh.push(...module.projections.filter((projection) => names.includes(projection.name)));
    }
    return fresh;
  };
  runner = new ProjectorRunner(
    events,
    readModels,
    allModules.flatMap((m) => m.projections),
    {
      onError: (err, event, projection) =>
        logger.error({ err, position: event.position, projection }, 'projection failed; its event is parked until an operator retries or skips it'),
      onReadError: (err) => logger.error({ err }, 'reading the event log failed; retrying'),
      onStaleReadModels: (names) => logger.warn({ names }, 'read models are ahead of the event log; rebuilding them'),
      onOutdatedReadModels: (names) => logger.info({ names }, 'read models written by an older version of their projection; rebuilding them'),
      // On PostgreSQL, a write transaction held open anywhere on the server holds every reader of the log back.
      onWaitTimedOut: (position, reached) => logger.warn({ position, reached }, 'read models did not reach a position in time; answering anyway'),
      onCatchUp,
      lease: storage.lease?.(readModelsPrefix || 'all'),
      onRoleChange: (role) => {
        logger.info(
          { role, readModels: readModelsPrefix || 'all' },
          role === 'owner' ? 'projecting the read models (lease taken)' : 'following the read models another copy projects',
        );
        readModelsRole.change(role);
      },
      onParkedResolved: ({ projection, position, action }) => logger.warn({ projection, position, action }, 'parked event resolved by an operator'),
      generations,
      freshProjections,
      onRebuild: (progress, done) => {
        if (done)
          logger.info({ projections: progress.projections, generation: progress.generation, events: progress.applied }, 'rebuilt read models switched in');
      },
      onSwitched: () => readModelsRole.switched(),
      onRebuildFailed: (err, projections) => logger.error({ err, projections }, 'rebuilding read models beside the live ones failed; the live ones stay'),
    },
  );
  readiness?.attach(events, runner);
  metrics.observeRunner(runner);
  await runner.start(rebuild);
  if (startModules) for (const module of modules) await module.start?.();

  const resolveToken = allModules.find((m) => m.resolveToken)?.resolveToken ?? fallbackResolver;
  const readModelsOf = (...served: ServiceModule[]) => served.flatMap((m) => m.projections.map((projection) => projection.name));
  const routers = modules.map((m) => afterAnswered(runner, readModelsOf(m), m.router));
  if (apiRoutes) routers.push(afterAnswered(runner, readModelsOf(...allModules), apiRoutes({ events, modules: allModules, runner, metrics })));
  const app = createServiceApp(
    logger,
    routers.map((api) => ({ api })),
    {
      auth: resolveToken && bearerAuth(resolveToken),
      trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
      configure: (root) => configure?.(root, { events, modules: allModules, runner, metrics }),
      contentSecurityPolicy,
      proxy: proxy?.({ events, modules: allModules, runner, metrics }),
      beforeRoutes: honourReadPosition ? readPositionWait(runner, events) : undefined,
      metrics,
      readiness,
    },
  );
  return {
    app,
    events,
    modules: allModules,
    runner,
    metrics,
    async stop() {
      for (const module of allModules) await module.stop?.();
      await runner.stop();
    },
  };
}
