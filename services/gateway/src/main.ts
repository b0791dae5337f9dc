import { createLogger } from '@reality-draft/kernel';
import { startGateway } from './gateway';
import { gatewayConfigFromEnv } from './gatewayConfig';

async function main() {
  const logger = createLogger('gateway');
  const gateway = await startGateway(gatewayConfigFromEnv(), process.env, logger);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    gateway.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
