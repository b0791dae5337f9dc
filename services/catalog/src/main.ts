import { closeServer, createLogger, listen, openStorage, runMain, startServices, stopOnSignals, storageConfigFromEnv } from '@reality-draft/kernel';
import { catalogService } from './catalogModule';

const logger = createLogger('catalog');

/** Runs the catalogue alone (multi-process deployments); the gateway normally hosts it in-process. */
runMain(async () => {
  const storage = await openStorage(storageConfigFromEnv());
  const running = await startServices({ storage, logger, services: [catalogService()] });
  const port = Number(process.env.PORT ?? 8082);
  const server = await listen(running.app, port, process.env.HOST);
  logger.info({ port }, 'catalog listening');
  stopOnSignals(async () => {
    await closeServer(server);
    await running.stop();
    await storage.close();
  }, logger);
}, logger);
