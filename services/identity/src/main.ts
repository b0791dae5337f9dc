import { closeServer, createLogger, listen, openStorage, runMain, startServices, stopOnSignals, storageConfigFromEnv } from '@reality-draft/kernel';
import { identityService } from './identityModule';

const logger = createLogger('identity');

/** Runs identity alone (multi-process deployments); the gateway normally hosts it in-process. */
runMain(async () => {
  const storage = await openStorage(storageConfigFromEnv());
  const running = await startServices({ storage, logger, services: [identityService()] });
  const port = Number(process.env.PORT ?? 8081);
  const server = await listen(running.app, port, process.env.HOST);
  logger.info({ port }, 'identity listening');
  stopOnSignals(async () => {
    await closeServer(server);
    await running.stop();
    await storage.close();
  }, logger);
}, logger);
