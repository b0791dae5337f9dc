// Each page's HTML, composed once per registry version, page remote and build (the shell's index.html
// and the remote's manifest, by their stat), and compressed once: a page is answered from memory.
// A remote's page also preloads the shell's signed-in chunks (the remotes' loader and the store that
// takes the page's first reads), listed by the shell's build in signed-in-chunks.json, and carries the
// script that sends those reads (inlineScript.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { matchRemoteRoute } from '@reality-draft/events';
import type { Request, Response } from 'express';
import type { InlineScripts } from './inlineScript';
import type { LiveRegistry } from './liveRegistry';
import { fileStamp as stamp } from './fileStamp';
import { acceptedEncodings } from './precompressed';
import { remotePreloads, type Preload } from './remotePreloads';
import { REMOTES, SHELL, type Registry } from './remotes';
import { composePage } from './routePage';

export interface PageAnswer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface RoutePages {
  /** The answer for a page at `pathname`; null while the shell is not built. */
  page(pathname: string): Promise<PageAnswer | null>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** kit/webpack/preloadFirstChunks.js's SIGNED_IN_CHUNKS_FILE: the shell's script paths. */
const SIGNED_IN_CHUNKS_FILE = 'signed-in-chunks.json';

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The page's remote, with its manifest file when the registry points at this gateway's own build of it. */
function pageRemote(rootDir: string, registry: Registry, pathname: string) {
  const match = matchRemoteRoute(pathname);
  const manifestUrl = match && registry[match.route.remote];
  if (!match || !manifestUrl) return null;
  const build = REMOTES.find((remote) => remote.name === match.route.remote);
  const local = build && manifestUrl === `${build.urlPath}/mf-manifest.json`;
  return {
    name: match.route.remote,
    module: match.route.module,
    manifestUrl,
    manifestFile: local ? path.join(rootDir, build.folder, 'dist', 'mf-manifest.json') : null,
  };
}

export function routePages(rootDir: string, registry: LiveRegistry, scripts: InlineScripts): RoutePages {
  const indexFile = path.join(rootDir, SHELL.folder, 'dist', 'index.html');
  const signedInFile = path.join(rootDir, SHELL.folder, 'dist', SIGNED_IN_CHUNKS_FILE);
  // One registry version at a time: a new version (the live registry hands out a new object) drops the rest.
  let cachedFor: Registry | null = null;
  let cache = new Map<string, Promise<PageAnswer>>();

  async function compose(current: Registry, remote: ReturnType<typeof pageRemote>, firstReads: string | undefined): Promise<PageAnswer> {
    const indexHtml = await readFile(indexFile, 'utf8');
    const manifest = remote?.manifestFile ? await readJson(remote.manifestFile) : null;
    const signedIn = remote ? await readJson(signedInFile) : null;
    const shellChunks: Preload[] = Array.isArray(signedIn)
      ? signedIn.filter((href) => typeof href === 'string').map((href: string) => ({ href, as: 'script' }))
      : [];
    const preloads = remote ? [...shellChunks, ...remotePreloads(remote.manifestUrl, manifest, remote.module)] : [];
    const identity = Buffer.from(composePage(indexHtml, current, preloads, remote ? firstReads : undefined));
    const [br, gzip] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipped(identity, { level: 9 }),
    ]);
    return { identity, br, gzip };
  }

  return {
    async page(pathname) {
      const current = await registry.refresh();
      const remote = pageRemote(rootDir, current, pathname);
      const [indexStamp, manifestStamp, firstReads] = await Promise.all([
        stamp(indexFile),
        remote?.manifestFile ? stamp(remote.manifestFile) : '',
        remote ? scripts.firstReads() : null,
      ]);
      if (indexStamp === 'missing') return null;
      if (cachedFor !== current) {
        cachedFor = current;
        cache = new Map();
      }
      const key = `${remote?.name ?? ''}${remote?.module ?? ''}|${indexStamp}|${manifestStamp}|${firstReads?.source ?? ''}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = compose(current, remote, firstReads?.code);
        // A build replaced under the old key leaves it unused: keep only the newest per remote module.
        for (const old of cache.keys()) if (old.split('|')[0] === key.split('|')[0]) cache.delete(old);
        cache.set(key, answer);
        answer.catch(() => cache.delete(key));
      }
      return answer;
    },
  };
}

/** Sends a composed page, brotli or gzip when the browser accepts it, never cached without asking again. */
export function sendPage(req: Request, res: Response, page: PageAnswer): void {
  const accepted = acceptedEncodings(req.get('accept-encoding'));
  const coding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  res.vary('Accept-Encoding');
  res.type('html');
  res.setHeader('Cache-Control', 'no-cache');
  if (coding) res.setHeader('Content-Encoding', coding);
  res.send(coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.identity);
}
