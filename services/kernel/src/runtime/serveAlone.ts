import { createLogger } from '../http/logging';
import { openStorage, storageConfigFromEnv } from '../storage/openStorage';
import { closeServer, listen, runMain, stopOnSignals } from './serve';
import type { ServiceFactory } from './serviceModule';
import { startServices } from './startServices';

/**
 * A service's own entry point (multi-process deployments; the gateway normally hosts every service
 * in one process): its routes on PORT, storage from the environment, clean shutdown on signals.
 */
export function serveAlone(name: string, service: ServiceFactory, defaultPort: number): void {
  const logger = createLogger(name);
  runMain(async () => {
    const storage = await openStorage(storageConfigFromEnv());
    const running = await startServices({ storage, logger, services: [service] });
    const port = Number(process.env.PORT ?? defaultPort);
    const server = await listen(running.app, port, process.env.HOST);
    logger.info({ port }, `${name} listening`);
    stopOnSignals(async () => {
      await closeServer(server);
      await running.stop();
      await storage.close();
    }, logger);
  }, logger);
}
