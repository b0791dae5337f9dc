export { launchGateway, startGateway, type RunningGateway } from './gateway';
export { gatewayConfigFromEnv, type GatewayConfig } from './gatewayConfig';
export { REMOTES, registryFromEnv } from './frontends/remotes';
