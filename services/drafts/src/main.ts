import { closeServer, createLogger, listen, openStorage, runMain, startServices, stopOnSignals, storageConfigFromEnv } from '@reality-draft/kernel';
import { draftsService } from './draftsModule';

const logger = createLogger('drafts');

/** Runs drafts alone (multi-process deployments); the gateway normally hosts it in-process. */
runMain(async () => {
  const storage = await openStorage(storageConfigFromEnv());
  const running = await startServices({ storage, logger, services: [draftsService()] });
  const port = Number(process.env.PORT ?? 8083);
  const server = await listen(running.app, port, process.env.HOST);
  logger.info({ port }, 'drafts listening');
  stopOnSignals(async () => {
    await closeServer(server);
    await running.stop();
    await storage.close();
  }, logger);
}, logger);
