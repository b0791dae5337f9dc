/** Test code: Reality Draft as seven processes on one PostgreSQL database — five services, a second drafts process, and the gateway. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceName } from '../../src/services';
import { AppProcess, freePort } from './processes';

export const ADMIN = { username: 'mp-admin', password: 'mp-admin-pass-1' };

/** A service process: its name, the services it serves, and its read models' prefix. */
interface ServiceProcessSpec {
  name: string;
  service: ServiceName;
  prefix: string;
}

/** drafts_b serves drafts too but the gateway sends nothing to it: it is there for its turn clock. */
const SERVICE_PROCESSES: ServiceProcessSpec[] = [
  { name: 'identity', service: 'identity', prefix: 'identity_' },
  { name: 'catalog', service: 'catalog', prefix: 'catalog_' },
  { name: 'drafts_a', service: 'drafts', prefix: 'drafts_a_' },
  { name: 'drafts_b', service: 'drafts', prefix: 'drafts_b_' },
  { name: 'scoring', service: 'scoring', prefix: 'scoring_' },
  { name: 'minigames', service: 'minigames', prefix: 'minigames_' },
];
/** The gateway runs the notifier itself (no process is named for it). */
const PROXIED: Record<Exclude<ServiceName, 'notify'>, string> = {
  identity: 'identity',
  catalog: 'catalog',
  drafts: 'drafts_a',
  scoring: 'scoring',
  minigames: 'minigames',
};

export type ProcessName = 'gateway' | 'identity' | 'catalog' | 'drafts_a' | 'drafts_b' | 'scoring' | 'minigames';

export interface Storage {
  databaseUrl: string;
  /** DOCUMENT_STORE: the shared document store every process keeps its read models and sessions in. */
  documentStore: string;
}

/** What every process shares: the log and the document store on one database. */
export const storageEnv = ({ databaseUrl, documentStore }: Storage) => ({ EVENT_STORE: 'postgres', DATABASE_URL: databaseUrl, DOCUMENT_STORE: documentStore });

/** Only what the app reads: the test runner's own variables (NODE_OPTIONS, DATABASE_URL…) stay out. */
export const baseEnv = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  HOST: '127.0.0.1',
  DEMO: '0',
  LOG_LEVEL: 'warn',
  TURN_CLOCK: '1',
});

export class Deployment {
  private constructor(
    readonly processes: Map<ProcessName, AppProcess>,
    readonly storage: Storage,
  ) {}

  /** Lays out the seven processes (ports, data dirs, env) under `root`; `start()` starts them. */
  static async plan(storage: Storage, root: string): Promise<Deployment> {
    const processes = new Map<ProcessName, AppProcess>();
    for (const spec of SERVICE_PROCESSES) {
      const dataDir = path.join(root, spec.name);
      await mkdir(dataDir, { recursive: true });
      const env = {
        ...baseEnv(),
        ...storageEnv(storage),
        SERVICES: spec.service,
        GATEWAY: '0',
        READ_MODELS_PREFIX: spec.prefix,
        DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback',
        ...(spec.service === 'identity' && { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }),
      };
      processes.set(spec.name as ProcessName, new AppProcess(spec.name, await freePort(), env));
    }
    const upstreams = Object.entries(PROXIED).map(([service, name]) => `${service}=${processes.get(name as ProcessName)!.url}`);
    await mkdir(path.join(root, 'gateway'), { recursive: true });
    const gatewayEnv = {
      ...baseEnv(),
      ...storageEnv(storage),
      SERVICES: '',
      SERVICE_URLS: upstreams.join(','),
      GATEWAY: '1',
      READ_MODELS_PREFIX: 'gw_',
      DATA_DIR: path.join(root, 'gateway'),
      FRONTENDS_DIR: root,
    };
    processes.set('gateway', new AppProcess('gateway', await freePort(), gatewayEnv));
    return new Deployment(processes, storage);
  }

  get(name: ProcessName): AppProcess {
    return this.processes.get(name)!;
  }

  get gateway(): AppProcess {
    return this.get('gateway');
  }

  /** Starts every process at once, as a deployment would, and waits until each answers /healthz. */
  async start(): Promise<void> {
    for (const app of this.processes.values()) app.spawn();
    await Promise.all([...this.processes.values()].map((app) => app.healthy(60_000)));
  }

  /** SIGTERM to every process that still runs; their exits by name. */
  async stop(): Promise<Record<string, { code: number | null; signal: string | null }>> {
    const running = [...this.processes.values()].filter((app) => app.running);
    const exits = await Promise.all(running.map(async (app) => [app.name, await app.stop('SIGTERM')] as const));
    return Object.fromEntries(exits);
  }

  /** Each process's output, for a failure's report. */
  outputs(): string {
    return [...this.processes.values()].map((app) => `===== ${app.name} (${app.url}) =====\n${app.output() || '(nothing)\n'}`).join('\n');
  }
}
