import { tracing } from './tracing';
import { createLogger, runMain, stopOnSignals } from '@reality-draft/kernel';
import { launchGateway } from './gateway';
import { gatewayConfigFromEnv } from './gatewayConfig';

const logger = createLogger('gateway');

runMain(async () => {
  // Listening (the probes answer) before the read models have caught up; SIGTERM is heard from then on.
  const gateway = await launchGateway(gatewayConfigFromEnv(), process.env, logger);
  stopOnSignals(async () => {
    await gateway.stop();
    await tracing?.stop();
  }, logger);
  await gateway.ready;
}, logger);
