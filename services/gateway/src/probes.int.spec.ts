import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, sleep } from '../test/multiProcess/processes';

jest.setTimeout(90_000);

const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

interface Readyz {
  status: string;
  reasons?: Array<{ reason: string }>;
}

/** The count of one histogram series in the exposition text (0 when absent). */
function requestCount(text: string, labels: string): number {
  const series = `reality_draft_http_request_duration_seconds_count{${labels}} `;
  const line = text.split('\n').find((entry) => entry.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

const badLogin = (url: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: 'nobody@probe.test', password: 'wrong-password-1' }),
  });

/**
 * The built gateway as a real process on PGlite: it listens before its start ends (liveness at once,
 * readiness 503 "starting", API requests held, not refused), serves /metrics on METRICS_PORT only,
 * and on SIGTERM turns unready for SHUTDOWN_DELAY_MS while it still serves, then exits 0.
 */
describe('gateway process health', () => {
  it('is live at once, ready once started, measured on its metrics port, and unready first when told to stop', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rd-gateway-probes-'));
    const [port, metricsPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        SHUTDOWN_DELAY_MS: '1500',
        DATA_DIR: dataDir,
        DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let live: Response | undefined;
      for (let i = 0; i < 300 && !live?.ok; i += 1) {
        live = await fetch(`${url}/healthz`).catch(() => undefined);
        if (!live?.ok) await sleep(50);
      }
      expect(live?.status).toBe(200);

      // Live before ready: the store is still being opened and the read models caught up.
      const early = await fetch(`${url}/readyz`);
      expect(early.status).toBe(503);
      expect(((await early.json()) as Readyz).reasons).toContainEqual({ reason: 'starting' });
      // An API request made now waits for the start, then gets its real answer.
      const heldLogin = badLogin(url);

      // PGlite compiles its WebAssembly on the event loop: a poll on a kept-alive connection may be cut meanwhile.
      let readyz: Response | undefined;
      for (let i = 0; i < 600 && readyz?.status !== 200; i += 1) {
        readyz = await fetch(`${url}/readyz`).catch(() => undefined);
        if (readyz?.status !== 200) await sleep(100);
      }
      expect(readyz?.status).toBe(200);
      expect(await readyz!.json()).toEqual({ status: 'ready' });
      expect((await heldLogin).status).toBe(401);

      const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const login = 'route="/api/auth/login",method="POST",status="401"';
      const before = await scrape();
      expect(requestCount(before, login)).toBe(1);
      expect(before).toContain('process_resident_memory_bytes');
      expect(before).toMatch(/^reality_draft_projection_lag_events\{projection="[^"]+"\} \d+$/m);
      expect(before).toContain('reality_draft_read_models_catching_up 0');
      expect(before).toContain('reality_draft_push_streams_open 0');
      expect((await badLogin(url)).status).toBe(401);
      expect(requestCount(await scrape(), login)).toBe(2);
      // Not on the app's own port.
      expect(await (await fetch(`${url}/metrics`)).text()).not.toContain('reality_draft_');

      child.kill('SIGTERM');
      await sleep(200);
      const stopping = await fetch(`${url}/readyz`);
      expect(stopping.status).toBe(503);
      expect(((await stopping.json()) as Readyz).reasons).toEqual([{ reason: 'stopping' }]);
      // Still serving while the load balancer takes it out of rotation.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await badLogin(url)).status).toBe(401);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
