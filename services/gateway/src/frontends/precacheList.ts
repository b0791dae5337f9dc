import { createHash } from 'node:crypto';

/** Where the service worker (shell/public/sw.js) reads what to precache. */
export const PRECACHE_LIST_PATH = '/sw-precache.json';

/** One file to precache: its URL as the page asks for it, and a revision that changes with its content. */
export interface PrecacheEntry {
  url: string;
  revision: string;
}

/** `version` changes when any entry's URL or revision does: the worker precaches again then. */
export interface PrecacheList {
  version: string;
  entries: PrecacheEntry[];
}

/** A build file named by its content hash (webpack's `[name].[contenthash:8].js`). */
const NAME_HASH = /\.([0-9a-f]{8,})\.[a-z0-9]+$/;

/**
 * The revision a URL carries itself, or null when its content must be hashed: a content-hashed
 * name, or the `?<hash>` query the shell's HTML adds to its entry files (main.js, main.css).
 */
export function revisionInUrl(url: string): string | null {
  const [pathname, query] = url.split('?', 2);
  if (query && /^[0-9a-f]{8,}$/.test(query)) return query;
  return NAME_HASH.exec(pathname)?.[1] ?? null;
}

// What a page of the shell loads: its scripts and styles, the offline page and the web app manifest.
// Not index.html (every page's HTML comes from the network, the offline page standing in for it),
// not sw.js (the browser fetches the worker itself), not the scripts inlined in the pages (inline/),
// not the icons (the browser's own fetches) nor the build's .br/.gz siblings.
const SHELL_FILE = /\.(js|css|html|webmanifest)$/;
const NOT_PRECACHED = /^(index\.html|sw\.js|inline\/.*)$/;

/**
 * The shell's URLs, from its dist's files (paths relative to dist, `/`-separated) and its index.html:
 * a file the HTML names with a `?<hash>` query is listed as the HTML names it, so the precached copy
 * is the very request the page makes.
 */
export function shellUrls(distFiles: readonly string[], indexHtml: string): string[] {
  const queried = new Map<string, string>();
  for (const [, file, query] of indexHtml.matchAll(/(?:src|href)="\/([^"?#]+)\?([^"#]+)"/g)) queried.set(file, query);
  return distFiles
    .filter((file) => SHELL_FILE.test(file) && !NOT_PRECACHED.test(file))
    .sort()
    .map((file) => (queried.has(file) ? `/${file}?${queried.get(file)}` : `/${file}`));
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * A remote's URLs under `urlPath` (`/mf/drafts`), from its mf-manifest.json: the manifest, its
 * remoteEntry.js and every chunk it names, of its exposed modules and of its shared modules. The shell
 * provides every shared singleton, but a remote's chunk listed under a shared module can hold more
 * than that module (merged chunks), and its exposed modules then load it.
 */
export function remoteUrls(urlPath: string, manifest: unknown): string[] {
  const { metaData, exposes, shared } = (manifest ?? {}) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: unknown;
    shared?: unknown;
  };
  const meta = metaData?.remoteEntry;
  const entry = typeof meta?.name === 'string' ? [meta.path, meta.name].filter((part) => typeof part === 'string' && part).join('/') : 'remoteEntry.js';
  const modules = [exposes, shared].flatMap((list) => (Array.isArray(list) ? (list as Array<{ assets?: ManifestAssets } | null>) : []));
  const assets = modules.flatMap((module) => {
    const { js, css } = module?.assets ?? {};
    return [js?.sync, js?.async, css?.sync, css?.async].flatMap(strings);
  });
  const files = ['mf-manifest.json', entry, ...assets].filter((file) => !file.includes('..') && !/^[a-z]+:|^\//i.test(file));
  return [...new Set(files)].map((file) => `${urlPath}/${file}`);
}

/** The list of `entries` (the first of each URL kept), versioned by all of them. */
export function precacheList(entries: readonly PrecacheEntry[]): PrecacheList {
  const byUrl = new Map<string, PrecacheEntry>();
  for (const entry of entries) if (!byUrl.has(entry.url)) byUrl.set(entry.url, { url: entry.url, revision: entry.revision });
  const unique = [...byUrl.values()];
  const version = createHash('sha256')
    .update(unique.map(({ url, revision }) => `${url} ${revision}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { version, entries: unique };
}
