/** Test code: Reality Draft with every role run as several copies of one configuration — each service, and the gateway. */
import { readdir, readFile, readlink, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { openPgClient } from '@reality-draft/kernel';
import { READINESS_EVERY_MS } from '../../src/proxy/upstreamPool';
import { SERVICE_NAMES, type ServiceName } from '../../src/services';
import { ADMIN, baseEnv, storageEnv, type Storage } from './deployment';
import { AppProcess, freePort, sleep } from './processes';

export type Role = ServiceName | 'gateway';

/** A PostgreSQL connection of the test's own, for what the processes hold there. */
export type Sql = Pick<Awaited<ReturnType<typeof openPgClient>>, 'query'>;

/**
 * A stopped process stops accepting this long after SIGTERM (its /readyz says 503 meanwhile), as in a
 * cluster: longer than a gateway goes between two asks of a copy's /readyz, so no gateway still sends
 * a write to a copy that has closed its listener (a connection reset then, and the write answered 502).
 */
const SHUTDOWN_DELAY_MS = READINESS_EVERY_MS + 300;

/**
 * Each role as `copies` processes with one environment (its read models' prefix and data folder
 * included): the copies share the role's read models, one of them writing them at a time. Every
 * gateway names every service copy in SERVICE_URLS.
 */
export class ReplicatedDeployment {
  private constructor(
    readonly byRole: Map<Role, AppProcess[]>,
    readonly storage: Storage,
  ) {}

  static async plan(storage: Storage, root: string, copies = 2): Promise<ReplicatedDeployment> {
    const byRole = new Map<Role, AppProcess[]>();
    const copiesOf = async (role: Role, env: NodeJS.ProcessEnv) => {
      await mkdir(env.DATA_DIR!, { recursive: true });
      const apps: AppProcess[] = [];
      for (let n = 0; n < copies; n += 1) apps.push(new AppProcess(`${role}-${String.fromCharCode(97 + n)}`, await freePort(), env));
      byRole.set(role, apps);
    };
    const common = { ...baseEnv(), ...storageEnv(storage), SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS), METRICS_PORT: '0' };
    for (const service of SERVICE_NAMES) {
      await copiesOf(service, {
        ...common,
        SERVICES: service,
        GATEWAY: '0',
        READ_MODELS_PREFIX: `${service}_`,
        DATA_DIR: path.join(root, service),
        TRUST_PROXY: 'loopback',
        ...(service === 'identity' && { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }),
      });
    }
    const serviceUrls = SERVICE_NAMES.flatMap((service) => byRole.get(service)!.map((app) => `${service}=${app.url}`));
    await copiesOf('gateway', {
      ...common,
      SERVICES: '',
      SERVICE_URLS: serviceUrls.join(','),
      GATEWAY: '1',
      READ_MODELS_PREFIX: 'gw_',
      DATA_DIR: path.join(root, 'gateway'),
      FRONTENDS_DIR: root,
    });
    return new ReplicatedDeployment(byRole, storage);
  }

  get all(): AppProcess[] {
    return [...this.byRole.values()].flat();
  }

  copiesOf(role: Role): AppProcess[] {
    return this.byRole.get(role)!;
  }

  /** Starts every process at once and waits until each is ready. */
  async start(): Promise<void> {
    for (const app of this.all) app.spawn();
    await Promise.all(this.all.map((app) => app.ready(90_000)));
  }

  /** SIGTERM to every process that still runs; their exits by name. */
  async stop(): Promise<Record<string, { code: number | null; signal: string | null }>> {
    const exits = await Promise.all(this.all.filter((app) => app.running).map(async (app) => [app.name, await app.stop('SIGTERM')] as const));
    return Object.fromEntries(exits);
  }

  outputs(): string {
    return this.all.map((app) => `===== ${app.name} (${app.url}) =====\n${app.output() || '(nothing)\n'}`).join('\n');
  }

  /**
   * The copy of `role` that holds its read models' lease once one does: right after a restart of the
   * owner, its other copy takes the lease at its next poll (a second), so nobody may hold it for a while.
   */
  async waitForOwner(sql: Sql, role: Role, timeoutMs: number): Promise<AppProcess> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const owner = await this.ownerOf(sql, role);
      if (owner) return owner;
      if (Date.now() > deadline) throw new Error(`No copy of ${role} has held its read models' lease within ${timeoutMs / 1000} s`);
      await sleep(50);
    }
  }

  /**
   * The copy of `role` holding its read models' lease now (a PostgreSQL advisory lock on a connection
   * of its own, named for the prefix), found by the local port of that connection; undefined while
   * nobody holds it. Linux only (it reads /proc).
   */
  async ownerOf(sql: Sql, role: Role): Promise<AppProcess | undefined> {
    const prefix = this.copiesOf(role)[0].env.READ_MODELS_PREFIX!;
    const { rows } = await sql.query<{ client_port: number; server_port: number }>(
      `SELECT a.client_port, inet_server_port() AS server_port FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = $1`,
      [`reality-draft lease ${prefix}`],
    );
    if (!rows[0]) return undefined;
    const candidates = await socketInodesBetween(Number(rows[0].client_port), Number(rows[0].server_port));
    for (const app of this.copiesOf(role)) {
      const open = app.pid ? await socketInodes(app.pid) : new Set<string>();
      if ([...candidates].some((inode) => open.has(inode))) return app;
    }
    return undefined;
  }
}

/** The inode of the TCP socket whose local port is `port` (/proc/net/tcp and tcp6). */
/**
 * The inodes of the live sockets from local port `port` to remote port `serverPort`. Not one socket of
 * a port alone: Linux gives one ephemeral port to connections to different servers at once, and a
 * closed connection lingers in TIME_WAIT (inode 0, no process) under its ports.
 */
async function socketInodesBetween(port: number, serverPort: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const portOf = (address: string) => parseInt(address.split(':')[1], 16);
      if (fields.length > 9 && portOf(fields[1]) === port && portOf(fields[2]) === serverPort && fields[9] !== '0') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The inodes of the sockets a process has open. */
async function socketInodes(pid: number): Promise<Set<string>> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
  const links = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return new Set(links.map((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1]).filter((inode): inode is string => inode !== undefined));
}
