const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

/** The built tree whose app is measured: this one, or another checkout (BENCH_ROOT) for a before/after pair. */
const ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : path.join(__dirname, '..');

/** The admin a benchmark starts the app with (ADMIN_USERNAME, ADMIN_PASSWORD) and signs in as. */
const BENCH_ADMIN = { username: 'benchadmin', password: 'bench-admin-2026' };

/**
 * Starts `node [nodeArgs] scripts/start.js` (or `npm start`) of the tree `root` (by default ROOT) on a
 * port; resolves when `readyPath` first answers 200.
 */
async function startApp({ port, dataDir, viaNpm = false, env = {}, readyPath = '/', nodeArgs = [], root = ROOT }) {
  const started = process.hrtime.bigint();
  const command = viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, [...nodeArgs, path.join(root, 'scripts', 'start.js')]];
  const child = spawn(command[0], command[1], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}${readyPath}`).catch(() => undefined);
    if (res?.status === 200) break;
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    if (Number(process.hrtime.bigint() - started) / 1e9 > 120) {
      await stop();
      throw new Error('the app did not answer within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, stop, url: `http://127.0.0.1:${port}`, pid: child.pid };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

function scratchDir(name) {
  const dir = mkdtempSync(path.join(tmpdir(), `rd-bench-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

module.exports = { startApp, scratchDir, cpuMs, ROOT, BENCH_ADMIN };
