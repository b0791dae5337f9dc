import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler, type Response } from 'express';
import { precompressed, sendPrecompressed } from './precompressed';
import { REMOTES, SHELL, type Registry } from './remotes';

// Hashed bundles may be cached for good; entry files (HTML, manifests, remote entries) never.
const ENTRY_FILES = /(\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

const cacheControl = (filePath: string) => (ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');

// A Content-Security-Policy governs documents and workers only: on a script, stylesheet, data file
// or raster image the browser ignores it, and it would add ~0.7 KiB to each of /login's responses.
// HTML and SVG (which can run script when opened directly) keep it.
const NOT_A_DOCUMENT = /\.(js|css|json|map|woff2?|png|jpe?g|webp|gif|ico)$/;

const policyOnDocumentsOnly: RequestHandler = (req, res, next) => {
  if (NOT_A_DOCUMENT.test(req.path)) res.removeHeader('Content-Security-Policy');
  next();
};

function cacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControl(filePath));
}

/**
 * Serves the shell, each remote's build, and the registry the shell reads at run time; text files
 * as their build-time brotli or gzip copies when the browser accepts them.
 */
export function serveFrontends(app: Express, rootDir: string, registry: Registry): void {
  app.use(policyOnDocumentsOnly);
  app.get('/mf-registry.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(registry);
  });
  for (const remote of REMOTES) {
    const dir = path.join(rootDir, remote.folder, 'dist');
    app.use(remote.urlPath, precompressed(dir, cacheControl), express.static(dir, { setHeaders: cacheHeaders, fallthrough: false }));
  }
  const shellDir = path.join(rootDir, SHELL.folder, 'dist');
  app.use(precompressed(shellDir, cacheControl), express.static(shellDir, { setHeaders: cacheHeaders, index: false }));
  const indexHtml = path.join(shellDir, 'index.html');
  // Every other page is the shell's: it routes on the client and shows its own not-found page.
  app.get('/{*splat}', async (req, res, next) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    if (await sendPrecompressed(req, res, next, indexHtml, { 'Cache-Control': 'no-cache' })) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
