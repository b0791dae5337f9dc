// What a page's remote needs before its screen can show, as the Module Federation runtime will ask for
// it: the manifest (fetch()), then remoteEntry.js and the exposed module's own chunks (classic
// <script src>, no crossorigin; @module-federation/runtime-core's loadEntryScript and preloadAssets).
// Named in the page's HTML, they download alongside the shell instead of one after another.
import type { PagePreload } from '@reality-draft/events';

/** A `<link rel="preload">`: `as` and `crossorigin` as the runtime's request will have them, or the browser fetches twice. */
export type Preload = PagePreload;

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

interface RemoteManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
}

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item !== '') : []);

/** publicPath 'auto' is the manifest's folder, as the runtime infers it (sdk's inferAutoPublicPath). */
function publicPathOf(manifestUrl: string, publicPath: unknown): string | null {
  if (publicPath === 'auto' || publicPath === '') return manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/');
  return typeof publicPath === 'string' ? publicPath : null;
}

/**
 * The manifest at `manifestUrl`, and when its content (`manifest`, the parsed mf-manifest.json) is
 * known: the remote's entry and the first chunks of `module` ('./PlayerDraftRoom').
 */
export function remotePreloads(manifestUrl: string, manifest: unknown, module: string): Preload[] {
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  if (!manifest || typeof manifest !== 'object') return preloads;
  const { metaData, exposes } = manifest as RemoteManifest;
  const base = publicPathOf(manifestUrl, metaData?.publicPath);
  const entry = metaData?.remoteEntry;
  if (base === null || typeof entry?.name !== 'string') return preloads;
  const entryFolder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  preloads.push({ href: `${base}${entryFolder}${entry.name}`, as: 'script' });
  const exposed = Array.isArray(exposes) ? exposes.find((expose) => expose?.path === module) : undefined;
  for (const file of strings(exposed?.assets?.css?.sync)) preloads.push({ href: `${base}${file}`, as: 'style' });
  for (const file of strings(exposed?.assets?.js?.sync)) preloads.push({ href: `${base}${file}`, as: 'script' });
  return preloads;
}
