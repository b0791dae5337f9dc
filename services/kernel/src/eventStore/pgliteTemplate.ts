import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A new PGlite data folder needs initdb, which PGlite runs in a second PGlite and an initdb WASM
// module beside the first, with the new cluster tarred through memory: ~800 MB resident for a moment,
// and V8 keeps most of it. So the kernel's build runs initdb once, into a template folder, and a first
// start copies that folder (a plain file copy) and opens it like any restart (issue 22).

/** PGlite's shared buffers: its default, 128 MB, is resident from the start; the log's hot pages fit in far less. */
const SHARED_BUFFERS = '16MB';

/** How every PGlite of this process starts: PGlite's own defaults, with small shared buffers. */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

/** The installed PGlite's version: a template is only used by the PGlite that made it. */
function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite'); // …/pglite/dist/index.cjs
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The template folder, in the kernel's dist (from src too, for the tests, once the kernel is built). */
export function pgliteTemplateDir(): string {
  return path.join(__dirname, '..', '..', 'dist', `pglite-template-${pgliteVersion()}`);
}

/**
 * Puts a copy of the template at `dataDir` when no cluster is there yet (the folder missing or empty)
 * and the template is built; says whether it did. Copied beside and renamed, so a start that dies
 * half-way leaves no half a cluster.
 */
export async function seedFromTemplate(dataDir: string, template = pgliteTemplateDir()): Promise<boolean> {
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  if (existsSync(dataDir)) {
    if ((await readdir(dataDir)).length > 0) return false;
    await rmdir(dataDir);
  }
  const partial = `${dataDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await chmod(partial, 0o700); // owner-only, as PGlite makes it: the log holds every account's events
  await rename(partial, dataDir);
  return true;
}

/** Runs initdb into the template folder, unless it is there already (the kernel's build step). */
export async function makePgliteTemplate(template = pgliteTemplateDir()): Promise<void> {
  if (existsSync(path.join(template, 'PG_VERSION'))) return;
  const partial = `${template}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  const db = await PGlite.create(partial, { startParams: PGLITE_START_PARAMS });
  await db.close();
  await rm(template, { recursive: true, force: true });
  await rename(partial, template);
}

if (require.main === module) {
  makePgliteTemplate().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
