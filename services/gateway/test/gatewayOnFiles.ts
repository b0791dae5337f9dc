/** Test code only (not built into dist): the gateway on an in-memory log, serving a tree of fake builds. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startGateway, type RunningGateway } from '../src/gateway';
import { gatewayConfigFromEnv } from '../src/gatewayConfig';

export interface GatewayOnFiles {
  gateway: RunningGateway;
  root: string;
  stop(): Promise<void>;
}

/** Writes the fake builds with `writeBuilds(root)`, then starts the gateway over them with `env`. */
export async function gatewayOnFiles(writeBuilds: (root: string) => Promise<void>, env: NodeJS.ProcessEnv = {}): Promise<GatewayOnFiles> {
  const root = await mkdtemp(path.join(tmpdir(), 'rd-gateway-'));
  await writeBuilds(root);
  const settings = { EVENT_STORE: 'memory', METRICS_PORT: '0', ...env };
  const config = gatewayConfigFromEnv({ ...settings, PORT: '0', HOST: '127.0.0.1', FRONTENDS_DIR: root });
  const gateway = await startGateway(config, { ...settings, DATA_DIR: path.join(root, 'data') }, pino({ level: 'silent' }));
  return {
    gateway,
    root,
    async stop() {
      await gateway.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The gateway on an in-memory log with no builds to serve, and `env` (its admin, say): for specs of its API. */
export const gatewayOnMemory = (env: NodeJS.ProcessEnv = {}) => gatewayOnFiles(async () => undefined, env);

/** A call to the gateway's API as a client makes it: JSON, signed in with `token` when given. */
export const gatewayApi =
  (gateway: () => RunningGateway) =>
  (pathname: string, init: RequestInit & { token?: string } = {}): Promise<Response> =>
    fetch(`${gateway().url}${pathname}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    });
