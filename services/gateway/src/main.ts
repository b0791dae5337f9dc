import { createLogger, runMain, stopOnSignals } from '@reality-draft/kernel';
import { startGateway } from './gateway';
import { gatewayConfigFromEnv } from './gatewayConfig';

const logger = createLogger('gateway');

runMain(async () => {
  const gateway = await startGateway(gatewayConfigFromEnv(), process.env, logger);
  stopOnSignals(() => gateway.stop(), logger);
}, logger);
