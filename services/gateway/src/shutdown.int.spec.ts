import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

/** Starts the built gateway as a real process on PGlite and stops it with SIGTERM. */
describe('gateway process', () => {
  it('starts on embedded storage, answers, and exits cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rd-gateway-proc-'));
    const port = 18_000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let health: Response | undefined;
      for (let i = 0; i < 200 && !health?.ok; i += 1) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health?.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
