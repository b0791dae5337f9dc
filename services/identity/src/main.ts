import { createLogger, openStorage, startServices, storageConfigFromEnv } from '@reality-draft/kernel';
import { identityService } from './identityModule';

/** Runs identity alone (multi-process deployments); the gateway normally hosts it in-process. */
async function main() {
  const logger = createLogger('identity');
  const storage = await openStorage(storageConfigFromEnv());
  const running = await startServices({ storage, logger, services: [identityService()] });
  const port = Number(process.env.PORT ?? 8081);
  const server = running.app.listen(port, () => logger.info({ port }, 'identity listening'));
  process.once('SIGTERM', () => {
    server.close(async () => {
      await running.stop();
      await storage.close();
      process.exit(0);
    });
  });
}

void main();
