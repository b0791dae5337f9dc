import type { Server } from 'node:http';
import {
  closeServer,
  createLogger,
  demoModeOn,
  describeStorage,
  listen,
  openStorage,
  startServices,
  storageConfigFromEnv,
  type RunningServices,
  type Storage,
  type StorageConfig,
} from '@reality-draft/kernel';
import type { Logger } from 'pino';
import { gatewayRouter } from './api';
import { apiDocsPage } from './apiDocs/apiDocs';
import { frontendCsp } from './frontends/contentSecurityPolicy';
import { liveRegistry } from './frontends/liveRegistry';
import { serveFrontends } from './frontends/serveFrontends';
import { PushHub } from './push/pushHub';
import type { GatewayConfig } from './gatewayConfig';
import { identityTokenResolver } from '@reality-draft/identity';
import { followedServices, type ProcessLayout } from './processLayout';
import { apiProxy } from './proxy/apiProxy';
import { SERVICE_NAMES, serviceFactory } from './services';

export interface RunningGateway {
  server: Server;
  url: string;
  stop(): Promise<void>;
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
    honourReadPosition: !layout.gateway,
    resolveToken: [...layout.services, ...followed].includes('identity') ? undefined : identityTokenResolver(storage.docs, env),
    proxy: Object.keys(layout.upstreams).length
      ? ({ runner, events }) => apiProxy(layout.upstreams, logger, { readPosition: () => runner.position, head: () => events.head() })
      : undefined,
    ...(layout.gateway && {
      contentSecurityPolicy: frontendCsp(config.registry, config.imgSources),
      apiRoutes: ({ events, modules, runner }) => {
        push = new PushHub(events, runner, modules, logger);
        const resolveToken = modules.find((module) => module.resolveToken)?.resolveToken;
        return gatewayRouter(push, resolveToken ?? (async () => null));
      },
      configure: (app) => {
        app.use(apiDocsPage());
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

/** Opens storage, starts every service, and serves the API and the frontends on one port. */
export async function startGateway(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
  logger: Logger = createLogger('gateway'),
): Promise<RunningGateway> {
  const storageConfig = storageConfigFromEnv(env);
  const storage: Storage = await openStorage(storageConfig);
  const composed = await composeGateway(storage, config, env, logger);
  const server = await listen(composed.running.app, config.port, config.host).catch(async (error) => {
    await composed.stop();
    await storage.close();
    throw error;
  });
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  logStartUp(logger, url, storageConfig, env);
  return {
    server,
    url,
    async stop() {
      await composed.push?.stop(); // ends the SSE streams, so the server closes at once
      await closeServer(server);
      await composed.running.stop();
      await storage.close();
    },
  };
}

/** The lines a person starting the app reads first: where it listens, where its data lives, and in what. */
function logStartUp(logger: Logger, url: string, storage: StorageConfig, env: NodeJS.ProcessEnv): void {
  const { data, eventStore, documentStore } = describeStorage(storage);
  logger.info(`Reality Draft is listening on ${url}`);
  logger.info(`Data: ${data}`);
  logger.info(`Event store: ${eventStore}; document store: ${documentStore}`);
  logger.info(demoModeOn(env) ? 'Demo accounts: on (the login page offers them; DEMO=0 turns them off)' : 'Demo accounts: off (DEMO=1 turns them on)');
}
