import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import { REMOTES, SHELL, type Registry } from './remotes';

// Hashed bundles may be cached for good; entry files (HTML, manifests, remote entries) never.
const ENTRY_FILES = /(\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

function cacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', ENTRY_FILES.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/** Serves the shell, each remote's build, and the registry the shell reads at run time. */
export function serveFrontends(app: Express, rootDir: string, registry: Registry): void {
  app.get('/mf-registry.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(registry);
  });
  for (const remote of REMOTES) {
    app.use(remote.urlPath, express.static(path.join(rootDir, remote.folder, 'dist'), { setHeaders: cacheHeaders, fallthrough: false }));
  }
  const shellDir = path.join(rootDir, SHELL.folder, 'dist');
  app.use(express.static(shellDir, { setHeaders: cacheHeaders, index: false }));
  const indexHtml = path.join(shellDir, 'index.html');
  // Every other page is the shell's: it routes on the client and shows its own not-found page.
  app.get('/{*splat}', (_req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
