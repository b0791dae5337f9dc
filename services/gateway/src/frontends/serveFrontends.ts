import path from 'node:path';
import express, { type Express, type RequestHandler, type Response } from 'express';
import { cspHeader, frontendCsp } from './contentSecurityPolicy';
import { inlineScripts, type InlineScripts } from './inlineScript';
import type { LiveRegistry } from './liveRegistry';
import { PRECACHE_LIST_PATH } from './precacheList';
import { precacheRoute } from './precacheRoute';
import { precompressed } from './precompressed';
import { REMOTES, SHELL, type Registry } from './remotes';
import { routePages, sendPage } from './routePages';

// Hashed bundles may be cached for good; entry files (HTML, manifests, remote entries, the service
// worker and the web app manifest, which keep their names from build to build) never.
const ENTRY_FILES = /(\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|\/sw\.js|\.webmanifest)$/;

const cacheControl = (filePath: string) => (ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');

// A Content-Security-Policy governs documents and workers only: on a script, stylesheet, data file
// or raster image the browser ignores it, and it would add ~0.7 KiB to each of /login's responses.
// HTML and SVG (which can run script when opened directly) keep it.
// The service worker is a worker: it keeps the policy.
const NOT_A_DOCUMENT = /\.(js|css|json|webmanifest|map|woff2?|png|jpe?g|webp|gif|ico)$/;
const SERVICE_WORKER = '/sw.js';

/**
 * Documents get the policy of the registry as it is now (a remote moved to another origin while the
 * gateway runs is allowed at once) and of the shell's build (its inline script's hash); the header set
 * for every answer at start-up is replaced.
 */
function policyOnDocumentsOnly(registry: LiveRegistry, imgSources: readonly string[], scripts: InlineScripts): RequestHandler {
  let policy: { registry: Registry; hash: string; header: string } | null = null;
  return async (req, res, next) => {
    if (NOT_A_DOCUMENT.test(req.path) && req.path !== SERVICE_WORKER) {
      res.removeHeader('Content-Security-Policy');
      next();
      return;
    }
    const [current, firstReads] = await Promise.all([registry.refresh(), scripts.firstReads()]);
    const hash = firstReads?.source ?? '';
    if (policy?.registry !== current || policy.hash !== hash)
      policy = { registry: current, hash, header: cspHeader(frontendCsp(current, imgSources, hash ? [hash] : [])) };
    res.setHeader('Content-Security-Policy', policy.header);
    next();
  };
}

function cacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControl(filePath));
}

/**
 * Serves the shell, each remote's build, and the registry the shell reads again as it navigates; text
 * files as their build-time brotli or gzip copies when the browser accepts them. Every page is the
 * shell's index.html with the registry inlined and the page's remote's first files preloaded.
 */
export function serveFrontends(app: Express, rootDir: string, registry: LiveRegistry, imgSources: readonly string[] = []): void {
  const scripts = inlineScripts(rootDir);
  app.use(policyOnDocumentsOnly(registry, imgSources, scripts));
  app.get('/mf-registry.json', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await registry.refresh());
  });
  // What the service worker precaches: the shell's and each remote's current build.
  app.get(PRECACHE_LIST_PATH, precacheRoute(rootDir, registry));
  for (const remote of REMOTES) {
    const dir = path.join(rootDir, remote.folder, 'dist');
    app.use(remote.urlPath, precompressed(dir, cacheControl), express.static(dir, { setHeaders: cacheHeaders, fallthrough: false }));
  }
  const pages = routePages(rootDir, registry, scripts);
  // Every page is the shell's: it routes on the client and shows its own not-found page.
  const page: RequestHandler = async (req, res) => {
    const answer = await pages.page(req.path);
    if (!answer) {
      res.status(503).type('text').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    sendPage(req, res, answer);
  };
  app.get('/index.html', page);
  const shellDir = path.join(rootDir, SHELL.folder, 'dist');
  app.use(precompressed(shellDir, cacheControl), express.static(shellDir, { setHeaders: cacheHeaders, index: false }));
  app.get('/{*splat}', page);
}
