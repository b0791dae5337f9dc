import type { Server } from 'node:http';
import { closeServer, createLogger, listen, openStorage, startServices, storageConfigFromEnv, type Storage } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import { serveFrontends } from './frontends/serveFrontends';
import { PushHub } from './push/pushHub';
import { pushRoutes } from './push/pushRoutes';
import type { GatewayConfig } from './gatewayConfig';
import { allServices } from './services';

export interface RunningGateway {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** Opens storage, starts every service, and serves the API and the frontends on one port. */
export async function startGateway(config: GatewayConfig, env: NodeJS.ProcessEnv = process.env, logger: Logger = createLogger('gateway')): Promise<RunningGateway> {
  const storage: Storage = await openStorage(storageConfigFromEnv(env));
  let push: PushHub | undefined;
  const running = await startServices({
    storage,
    logger,
    env,
    services: allServices(),
    apiRoutes: ({ events, modules, runner }) => {
      push = new PushHub(events, runner, modules, logger);
      const resolveToken = modules.find((module) => module.resolveToken)?.resolveToken;
      return pushRoutes(push, resolveToken ?? (async () => null));
    },
    configure: (app) => serveFrontends(app, config.frontendsDir, config.registry),
  });
  await push!.start();
  const server = await listen(running.app, config.port, config.host).catch(async (error) => {
    await push!.stop();
    await running.stop();
    await storage.close();
    throw error;
  });
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  logger.info({ url }, 'Reality Draft is up');
  return {
    server,
    url,
    async stop() {
      await push!.stop();
      await closeServer(server);
      await running.stop();
      await storage.close();
    },
  };
}
