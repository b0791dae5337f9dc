import type { Express, Router } from 'express';
import type { Logger } from 'pino';
import { upcasters } from '@reality-draft/events';
import type { EventStore } from '../eventStore/eventStore';
import { withUpcasting } from '../eventStore/upcastingEventStore';
import { bearerAuth } from '../http/auth';
import type { CspDirectives } from '../http/securityHeaders';
import { createServiceApp, trustProxyFromEnv } from '../http/serviceApp';
import { MemoryObjectStore } from '../objectStore/memoryObjectStore';
import type { AppliedBatchListener } from '../projections/appliedBatches';
import { ProjectorRunner, type CatchUpProgress } from '../projections/projectorRunner';
import type { Storage } from '../storage/openStorage';
import type { ServiceFactory, ServiceModule } from './serviceModule';

export interface RunningServices {
  app: Express;
  /** The event store as services see it (old event shapes upcast on read). */
  events: EventStore;
  modules: ServiceModule[];
  runner: ProjectorRunner;
  stop(): Promise<void>;
}

export interface StartOptions {
  storage: Storage;
  logger: Logger;
  services: ServiceFactory[];
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
}

/** Builds the services on shared stores, catches their read models up, and wraps them in one app. */
export async function startServices({
  storage,
  logger,
  services,
  env = process.env,
  startModules = true,
  rebuild,
  onCatchUp,
  apiRoutes,
  configure,
  contentSecurityPolicy,
}: StartOptions): Promise<RunningServices> {
  const events = withUpcasting(storage.events, upcasters);
  let runner: ProjectorRunner | undefined;
  const context = {
    events,
    docs: storage.docs,
    objects: storage.objects ?? new MemoryObjectStore(),
    logger,
    env,
    waitForReadModels: (position: number) => runner!.waitFor(position),
    followLog: (listener: AppliedBatchListener) => runner!.onApplied(listener),
  };
  const modules = await Promise.all(services.map(async (factory) => factory(context)));
  runner = new ProjectorRunner(
    events,
    storage.docs,
    modules.flatMap((m) => m.projections),
    {
      onError: (err, event, projection) => logger.error({ err, position: event.position, projection }, 'projection failed'),
      onReadError: (err) => logger.error({ err }, 'reading the event log failed; retrying'),
      onStaleReadModels: (names) => logger.warn({ names }, 'read models are ahead of the event log; rebuilding them'),
      onCatchUp,
    },
  );
  await runner.start(rebuild);
  if (startModules) for (const module of modules) await module.start?.();

  const resolveToken = modules.find((m) => m.resolveToken)?.resolveToken;
  const routers = [...modules.map((m) => m.router), ...(apiRoutes ? [apiRoutes({ events, modules, runner })] : [])];
  const app = createServiceApp(
    logger,
    routers.map((api) => ({ api })),
    {
      auth: resolveToken && bearerAuth(resolveToken),
      trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
      configure: (root) => configure?.(root, { events, modules, runner }),
      contentSecurityPolicy,
    },
  );
  return {
    app,
    events,
    modules,
    runner,
    async stop() {
      for (const module of modules) await module.stop?.();
      await runner.stop();
    },
  };
}
