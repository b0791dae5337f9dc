import { spawn } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { test } from './test';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './accounts';

export const REPO_ROOT = path.join(__dirname, '..', '..');

export interface GatewayProcess {
  url: string;
  /** Its data directory (its mails are written to its outbox/: support/outbox.ts). */
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/**
 * A gateway of the test's own, started as the suite's is (scripts/start.js over the built dist
 * folders, a fresh data directory unless `env` names one, the demo accounts and the e2e admin), with
 * `env` on top: for a test that changes the gateway's configuration, which the suite's shared gateway
 * must not see.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'rd-e2e-own-')));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 120_000;
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the gateway did not start: ${stderr}`);
    }
    await new Promise((resume) => setTimeout(resume, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The browser with every new context opened on `baseURL` (a gateway of the test's own), for helpers
 * that open their contexts from a browser: the contexts stay the fixture's (its CSP watch included).
 */
export function browserOn(browser: Browser, baseURL: string): Browser {
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return (options: Parameters<Browser['newContext']>[0] = {}) => target.newContext({ ...options, baseURL });
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A gateway of the spec file's own for all its tests (`startGatewayProcess`), started before the first
 * and stopped after the last: for a file whose checks depend on everything the server holds.
 */
export function gatewayOfThisFile(env: Record<string, string> = {}): Pick<GatewayProcess, 'url' | 'dataDir'> {
  let gateway: GatewayProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    gateway = await startGatewayProcess(env);
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });
  const started = () => {
    if (!gateway) throw new Error('The gateway of this spec file has not started');
    return gateway;
  };
  return {
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
  };
}
