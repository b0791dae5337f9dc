import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import {
  closeServer,
  createLogger,
  demoModeOn,
  describeStorage,
  listen,
  openStorage,
  prefixedDocumentStore,
  Readiness,
  serveMetrics,
  ServiceMetrics,
  startingApp,
  startServices,
  storageConfigFromEnv,
  type RunningServices,
  type Storage,
  type StorageConfig,
} from '@reality-draft/kernel';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { gatewayRouter } from './api';
import { apiDocsPage } from './apiDocs/apiDocs';
import { eventLogTopic } from './eventLog/eventLogTopic';
import { frontendCsp } from './frontends/contentSecurityPolicy';
import { liveRegistry } from './frontends/liveRegistry';
import { pagePosition } from './frontends/pagePosition';
import { serveFrontends } from './frontends/serveFrontends';
import { PushHub } from './push/pushHub';
import type { GatewayConfig } from './gatewayConfig';
import { identityTokenResolver } from '@reality-draft/identity';
import { followedServices, type ProcessLayout } from './processLayout';
import { exportParts } from './playerExport/playerExport';
import { apiProxy } from './proxy/apiProxy';
import { SERVICE_NAMES, serviceFactory } from './services';

export interface RunningGateway {
  server: Server;
  url: string;
  /** Resolves once the services have started (every request but the probes waits for it); rejects if the start failed. */
  ready: Promise<void>;
  /**
   * Shuts down: /readyz answers 503 at once, SHUTDOWN_DELAY_MS later the server stops accepting, the
   * requests in flight finish, then the services stop. A start under way is let finish first.
   */
  stop(): Promise<void>;
}

/** What /readyz and /metrics read of a composed gateway. */
export interface Observers {
  readiness?: Readiness;
  metrics?: ServiceMetrics;
}

export interface ComposedGateway {
  running: RunningServices;
  /** The push stream (the gateway's; none in a service process). */
  push?: PushHub;
  /** Stops the push stream and the services (the server, if any, is closed in between). */
  stop(): Promise<void>;
}

/** Every service in one process, serving the frontends: the default, and the tests'. */
export const ALL_IN_ONE: ProcessLayout = { services: [...SERVICE_NAMES], upstreams: {}, gateway: true, readModelsPrefix: '' };

/**
 * The services the layout names, on the given storage: their routes, the proxy to the services other
 * processes serve, and, in the gateway, the push stream, the API reference and the frontends.
 */
export async function composeGateway(
  storage: Storage,
  config: Pick<GatewayConfig, 'frontendsDir' | 'registry'> & Partial<Pick<GatewayConfig, 'imgSources' | 'layout' | 'registryFile'>>,
  env: NodeJS.ProcessEnv,
  logger: Logger,
  { readiness, metrics }: Observers = {},
): Promise<ComposedGateway> {
  const layout = config.layout ?? ALL_IN_ONE;
  const followed = followedServices(layout);
  let push: PushHub | undefined;
  const running = await startServices({
    storage,
    logger,
    env,
    services: layout.services.map(serviceFactory),
    followed: followed.map(serviceFactory),
    readModelsPrefix: layout.readModelsPrefix,
    readiness,
    metrics,
    honourReadPosition: !layout.gateway,
    resolveToken: [...layout.services, ...followed].includes('identity') ? undefined : identityTokenResolver(storage.docs, env),
    proxy: Object.keys(layout.upstreams).length
      ? ({ runner, events }) => apiProxy(layout.upstreams, logger, { readPosition: () => runner.position, head: () => events.committedHead() })
      : undefined,
    ...(layout.gateway && {
      contentSecurityPolicy: frontendCsp(config.registry, config.imgSources),
      apiRoutes: ({ events, modules, runner, metrics: serviceMetrics }) => {
        const hub = new PushHub(events, runner, [...modules, eventLogTopic], logger);
        serviceMetrics.countPushStreams(() => hub.clientCount);
        push = hub;
        const resolveToken = modules.find((module) => module.resolveToken)?.resolveToken;
        const readModels = prefixedDocumentStore(storage.docs, layout.readModelsPrefix);
        return gatewayRouter(hub, resolveToken ?? (async () => null), events, readModels, exportParts(modules, storage.docs));
      },
      configure: (app, { runner }) => {
        app.use(apiDocsPage());
        app.use(pagePosition(() => runner.position));
        serveFrontends(app, config.frontendsDir, liveRegistry(config.registry, config.registryFile, logger), config.imgSources);
      },
    }),
  });
  await push?.start();
  return {
    running,
    push,
    async stop() {
      await push?.stop();
      await running.stop();
    },
  };
}

/**
 * Listens at once (/healthz and /readyz answer from the first moment), then opens storage and starts
 * the services in the background: `ready` tells when they serve. /metrics goes on its own port.
 */
export async function launchGateway(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
  logger: Logger = createLogger('gateway'),
): Promise<RunningGateway> {
  const storageConfig = storageConfigFromEnv(env);
  const readiness = new Readiness();
  const metrics = new ServiceMetrics();
  let serve!: (app: Express) => void;
  let fail!: (error: unknown) => void;
  const app = new Promise<Express>((resolve, reject) => {
    serve = resolve;
    fail = reject;
  });
  app.catch(() => undefined); // the start's failure is `ready`'s to report
  const server = await listen(startingApp(readiness, app), config.port, config.host);
  const metricsServer = config.metricsPort ? await serveMetrics(metrics.withProcessDefaults(), config.metricsPort, config.host, logger) : undefined;
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  let storage: Storage | undefined;
  let composed: ComposedGateway | undefined;
  const ready = (async () => {
    storage = await openStorage(storageConfig, logger);
    composed = await composeGateway(storage, config, env, logger, { readiness, metrics });
    serve(composed.running.app);
    readiness.markStarted();
    logStartUp(logger, url, storageConfig, env);
  })();
  ready.catch(fail);
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    readiness.markStopping();
    // The load balancer hears of the 503 before this copy stops taking requests.
    if (config.shutdownDelayMs) await delay(config.shutdownDelayMs);
    await ready.catch(() => undefined);
    await composed?.push?.stop(); // ends the SSE streams, so the server closes at once
    await closeServer(server);
    await composed?.running.stop();
    await storage?.close();
    if (metricsServer) await closeServer(metricsServer);
  };
  return { server, url, ready, stop: () => (stopping ??= stop()) };
}

/** Opens storage, starts every service, and serves the API and the frontends on one port; resolves once they serve. */
export async function startGateway(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
  logger: Logger = createLogger('gateway'),
): Promise<RunningGateway> {
  const gateway = await launchGateway(config, env, logger);
  await gateway.ready.catch(async (error: unknown) => {
    await gateway.stop();
    throw error;
  });
  return gateway;
}

/** The lines a person starting the app reads first: where it listens, where its data lives, and in what. */
function logStartUp(logger: Logger, url: string, storage: StorageConfig, env: NodeJS.ProcessEnv): void {
  const { data, eventStore, documentStore } = describeStorage(storage);
  logger.info(`Reality Draft is listening on ${url}`);
  logger.info(`Data: ${data}`);
  logger.info(`Event store: ${eventStore}; document store: ${documentStore}`);
  logger.info(demoModeOn(env) ? 'Demo accounts: on (the login page offers them; DEMO=0 turns them off)' : 'Demo accounts: off (DEMO=1 turns them on)');
}
