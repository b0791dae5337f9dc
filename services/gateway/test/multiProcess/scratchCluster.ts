/** Test code: a PostgreSQL cluster of the test's own (initdb), and a database's logical backup (pg_dump) restored into it (pg_restore). */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's programs (as scripts/postgres-scratch.sh finds them). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error(`No PostgreSQL under ${root} (apt-get install -y postgresql)`);
  return path.join(root, newest, 'bin');
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL program to its end; initdb and the server refuse root, so as root they run as the postgres user. */
function run(program: string, args: string[], { asPostgres = false } = {}): Promise<string> {
  const file = path.join(postgresBin(), program);
  const [command, argv] = asPostgres && userInfo().uid === 0 ? ['su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(quote).join(' ')]] : [file, args];
  return new Promise((resolve, reject) =>
    execFile(command, argv, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${program} ${args.join(' ')} failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

/** A URL's connection as libpq's command-line options. */
const connection = (url: string) => {
  const { hostname, port, username } = new URL(url);
  return ['-h', hostname, '-p', port || '5432', '-U', decodeURIComponent(username || 'postgres')];
};
const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** A fresh cluster, initdb'd into a folder of its own and served on loopback at `port` (fsync off, like the scratch server); `destroy` removes it all. */
export class ScratchCluster {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async create(port: number): Promise<ScratchCluster> {
    const dir = await mkdtemp(path.join(tmpdir(), 'rd-cluster-'));
    const cluster = new ScratchCluster(port, dir);
    try {
      if (userInfo().uid === 0) {
        // The folder must belong to the postgres user, who runs the server.
        await new Promise<void>((resolve, reject) => execFile('chown', ['postgres', dir], (error) => (error ? reject(error) : resolve())));
      }
      await run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync'], { asPostgres: true });
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
      await run('pg_ctl', ['-D', cluster.dataDir, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start'], { asPostgres: true });
      return cluster;
    } catch (error) {
      await cluster.destroy();
      throw error;
    }
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  /** The URL of database `name` on this cluster. */
  url(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** Stops the server at once (nothing of it is kept) and removes its folder. */
  async destroy(): Promise<void> {
    if (existsSync(path.join(this.dataDir, 'postmaster.pid')))
      await run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop'], { asPostgres: true }).catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Runs one SQL text on the database at `url` (psql, autocommit); its rows as lines, columns separated by '|'. */
const psql = (url: string, sql: string) => run('psql', [...connection(url), '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-Atc', sql, databaseOf(url)]);

/** Commits `count` transactions that each take a transaction id (one statement, a COMMIT per turn). */
export async function burnTransactionIds(url: string, count: number): Promise<void> {
  await psql(url, `DO $$ BEGIN FOR i IN 1..${Math.trunc(count)} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`);
}

/** The cluster's next transaction id, and the database's size in bytes. */
export async function clusterFacts(url: string): Promise<{ xid: number; bytes: number }> {
  const [xid, bytes] = (await psql(url, 'SELECT pg_current_xact_id(), pg_database_size(current_database())')).trim().split('|');
  return { xid: Number(xid), bytes: Number(bytes) };
}

/** A logical backup of the database at `url` in `file` (pg_dump's custom format); its size in bytes. */
export async function dumpDatabase(url: string, file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  await run('pg_dump', [...connection(url), '--format=custom', `--file=${file}`, databaseOf(url)]);
  return (await stat(file)).size;
}

/** Creates the database at `url` (on another cluster) and restores the backup `file` into it, stopping at the first error. */
export async function restoreDatabase(file: string, url: string): Promise<void> {
  await run('createdb', [...connection(url), databaseOf(url)]);
  await run('pg_restore', [...connection(url), '--exit-on-error', `--dbname=${databaseOf(url)}`, file]);
}
