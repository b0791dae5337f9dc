/** Test code: the built app as real OS processes — spawned, health-checked, killed and restarted. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
export const MAIN_JS = path.join(REPO, 'services', 'gateway', 'dist', 'main.js');
export const REPLAY_JS = path.join(REPO, 'services', 'gateway', 'dist', 'replay.js');

/** The packages a process loads from their dist/, each checked for a build older than its sources. */
const BUILT_PACKAGES = [
  'events',
  'services/kernel',
  'services/identity',
  'services/catalog',
  'services/drafts',
  'services/scoring',
  'services/minigames',
  'services/gateway',
];

/** Keeps this much of each process's output (the end of it). */
const OUTPUT_LIMIT = 200_000;

/** Source files under `dir` changed since their build in `outDir` (a file never built is no build's, and left out). */
function changedSinceBuilt(dir: string, outDir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const source = path.join(dir, entry.name);
    if (entry.isDirectory()) return changedSinceBuilt(source, path.join(outDir, entry.name));
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) return [];
    const built = path.join(outDir, entry.name.replace(/\.ts$/, '.js'));
    return existsSync(built) && statSync(built).mtimeMs < statSync(source).mtimeMs ? [source] : [];
  });
}

/**
 * The processes run the built entry points: fails with what to do when the build is missing, and
 * names the sources changed since it (a warning: another edit may be under way while the test runs).
 */
export function assertBuilt(): void {
  const build = `npm run build ${BUILT_PACKAGES.map((pkg) => `-w ${pkg}`).join(' ')}`;
  for (const file of [MAIN_JS, REPLAY_JS])
    if (!existsSync(file)) throw new Error(`${file} is missing: these tests run the built app. Build it first: ${build}`);
  const changed = BUILT_PACKAGES.flatMap((pkg) => changedSinceBuilt(path.join(REPO, pkg, 'src'), path.join(REPO, pkg, 'dist')));
  if (changed.length) {
    console.warn(
      `${changed.map((file) => path.relative(REPO, file)).join(', ')} changed after the last build, and these tests run the built app. Build it again: ${build}`,
    );
  }
}

/** A port free on loopback now (the process that is given it binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a process ended: its exit code, or the signal that ended it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One app process (`node services/gateway/dist/main.js` with its own env), restartable with the same env and port. */
export class AppProcess {
  private child?: ChildProcess;
  private exited?: Promise<Exit>;
  private log = '';
  private starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Everything it printed, across restarts (the end of it when long). */
  output(): string {
    return this.log;
  }

  /** Spawns it; `healthy()` then waits for it to answer. */
  spawn(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    this.starts += 1;
    this.note(`--- start ${this.starts} (port ${this.port}) ---\n`);
    const child = spawn(process.execPath, [MAIN_JS], { env: { ...this.env, PORT: String(this.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.note(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => this.note(chunk));
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.note(`--- exited: code ${code}, signal ${signal} ---\n`);
        resolve({ code, signal });
      }),
    );
    this.child = child;
  }

  /** Waits until GET /healthz answers 200; fails early when the process exits first. */
  healthy(timeoutMs = 30_000): Promise<void> {
    return this.answers200('/healthz', timeoutMs);
  }

  /** Waits until GET /readyz answers 200 (/healthz in a build without /readyz); fails early when the process exits first. */
  ready(timeoutMs = 30_000): Promise<void> {
    return this.answers200('/readyz', timeoutMs);
  }

  /** The OS process id while it runs. */
  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  private async answers200(probe: '/healthz' | '/readyz', timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    let path: string = probe;
    while (Date.now() < until) {
      if (!this.running) throw new Error(`${this.name} exited before it answered ${path}`);
      const status = await fetch(`${this.url}${path}`, { signal: AbortSignal.timeout(1000) }).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return;
      if (status === 404 && path === '/readyz') path = '/healthz';
      else await sleep(100);
    }
    throw new Error(`${this.name} did not answer ${path} within ${timeoutMs} ms`);
  }

  async start(timeoutMs?: number): Promise<void> {
    this.spawn();
    await this.healthy(timeoutMs);
  }

  /** Sends `signal` and waits for the exit (SIGKILL after `timeoutMs`, reported as such). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000): Promise<Exit> {
    if (!this.child || !this.exited) throw new Error(`${this.name} was never started`);
    if (!this.running) return this.exited;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }

  private note(text: string): void {
    this.log = (this.log + text).slice(-OUTPUT_LIMIT);
  }
}

/** Runs a built script to its end with `env`; rejects with its output unless it exits 0. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code ?? signal}:\n${output}`));
    });
  });
}
