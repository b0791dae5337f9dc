import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { LiveRegistry } from './liveRegistry';
import { precacheList, remoteUrls, revisionInUrl, shellUrls, type PrecacheEntry } from './precacheList';
import { REMOTES, SHELL, type FrontendBuild, type Registry } from './remotes';

/** A dist's files, relative to it and `/`-separated. */
async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full, base) : Promise.resolve([path.relative(base, full).split(path.sep).join('/')]);
    }),
  );
  return nested.flat();
}

// A file's modification time ticks coarsely: one written this recently may change again with the same
// stat, so it is read again on every look until then (as liveRegistry does).
const SETTLE_MS = 1000;

/** Content hashes of the files whose names carry none, read again only when a file's stat changes. */
function contentHashes() {
  const known = new Map<string, { stamp: string; hash: string }>();
  return async (file: string): Promise<string | null> => {
    const seen = await stat(file).catch(() => null);
    if (!seen?.isFile()) return null;
    const stamp = `${seen.mtimeMs}:${seen.ctimeMs}:${seen.size}:${seen.ino}`;
    const held = known.get(file);
    if (held?.stamp === stamp && Date.now() - seen.mtimeMs > SETTLE_MS) return held.hash;
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
      .slice(0, 16);
    known.set(file, { stamp, hash });
    return hash;
  };
}

/** A file's JSON, or null when it is missing or not JSON (a remote not built, or half written). */
const readJson = (file: string): Promise<unknown> =>
  readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => null);

/** A remote whose registry entry is this gateway's own copy (not moved to another origin or path). */
const servedHere = (registry: Registry, remote: Required<FrontendBuild>) => registry[remote.name] === `${remote.urlPath}/mf-manifest.json`;

/**
 * GET /sw-precache.json: what the service worker precaches, built from the builds on disk as they
 * are now: the shell's dist, and for each remote the registry serves from here, its manifest's
 * files. A file listed but missing is left out (a precache that fetches it would fail whole).
 */
export function precacheRoute(rootDir: string, registry: LiveRegistry): RequestHandler {
  const hashOf = contentHashes();

  async function entriesOf(dir: string, urlPath: string, urls: readonly string[]): Promise<PrecacheEntry[]> {
    const entries = await Promise.all(
      urls.map(async (url) => {
        const file = path.join(dir, url.split('?')[0].slice(urlPath.length));
        const revision = revisionInUrl(url);
        if (revision !== null) return (await stat(file).catch(() => null))?.isFile() ? { url, revision } : null;
        const hash = await hashOf(file);
        return hash === null ? null : { url, revision: hash };
      }),
    );
    return entries.filter((entry): entry is PrecacheEntry => entry !== null);
  }

  return async (_req, res, next) => {
    try {
      const current = await registry.refresh();
      const shellDir = path.join(rootDir, SHELL.folder, 'dist');
      const indexHtml = await readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => '');
      const shell = await entriesOf(shellDir, '/', shellUrls(await filesUnder(shellDir), indexHtml));
      const remotes = await Promise.all(
        REMOTES.filter((remote) => servedHere(current, remote)).map(async (remote) => {
          const dir = path.join(rootDir, remote.folder, 'dist');
          const manifest = await readJson(path.join(dir, 'mf-manifest.json'));
          return manifest ? entriesOf(dir, `${remote.urlPath}/`, remoteUrls(remote.urlPath, manifest)) : [];
        }),
      );
      res.setHeader('Cache-Control', 'no-cache');
      res.json(precacheList([...shell, ...remotes.flat()]));
    } catch (error) {
      next(error);
    }
  };
}
