import path from 'node:path';
import { hostFromEnv, metricsPortFromEnv } from '@reality-draft/kernel';
import { imgSourcesFromEnv } from './frontends/contentSecurityPolicy';
import { processLayoutFromEnv, type ProcessLayout } from './processLayout';
import { registryFileFromEnv } from './frontends/liveRegistry';
import { registryFromEnv, type Registry } from './frontends/remotes';

export interface GatewayConfig {
  port: number;
  /** HOST: where the app and its /metrics listen (default 127.0.0.1, this machine only). */
  host: string;
  /** The repository root, where each frontend's `dist/` lives. */
  frontendsDir: string;
  registry: Registry;
  /** MF_REGISTRY_FILE: entries on top of `registry`, read again whenever the file changes. */
  registryFile?: string;
  /** CSP_IMG_SRC: more img-src sources, for cast photos kept on other hosts. */
  imgSources: string[];
  /** Which services this process serves and where the others are (SERVICES, SERVICE_URLS, GATEWAY, READ_MODELS_PREFIX). */
  layout: ProcessLayout;
  /** METRICS_PORT: where /metrics is served, apart from the app (default 9464); 0 or unset here: nowhere. */
  metricsPort?: number;
  /** SHUTDOWN_DELAY_MS: how long /readyz answers 503 before the server stops accepting on SIGTERM (default 0). */
  shutdownDelayMs?: number;
}

function shutdownDelayFromEnv(value: string | undefined): number {
  const ms = Number(value ?? 0);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_DELAY_MS must be a whole number of milliseconds, not ${value}`);
  return ms;
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: hostFromEnv(env),
    frontendsDir: path.resolve(env.FRONTENDS_DIR ?? path.join(__dirname, '..', '..', '..')),
    registry: registryFromEnv(env),
    registryFile: registryFileFromEnv(env),
    imgSources: imgSourcesFromEnv(env.CSP_IMG_SRC),
    layout: processLayoutFromEnv(env),
    metricsPort: metricsPortFromEnv(env),
    shutdownDelayMs: shutdownDelayFromEnv(env.SHUTDOWN_DELAY_MS),
  };
}
