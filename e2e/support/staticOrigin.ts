import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>`: another origin than the gateway's `http://localhost:<port>`. */
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A static file server standing for a CDN or another host: `folders` maps a URL prefix (`/v1`) to a
 * directory; every answer allows `allowOrigin` (the shell's page) to read it.
 */
export async function serveStaticOrigin(folders: Record<string, string>, allowOrigin: string): Promise<StaticOrigin> {
  const requests: string[] = [];
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://origin.test').pathname);
    requests.push(urlPath);
    res.setHeader('Access-Control-Allow-Origin', allowOrigin);
    res.setHeader('Vary', 'Origin');
    const file = resolve(folders, urlPath);
    const found = file ? await stat(file).catch(() => null) : null;
    if (!file || !found?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(res);
  };
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The file a path names inside its folder, or null (no folder, or a path that climbs out of it). */
function resolve(folders: Record<string, string>, urlPath: string): string | null {
  const prefix = Object.keys(folders).find((candidate) => urlPath.startsWith(`${candidate}/`));
  if (!prefix) return null;
  const root = path.resolve(folders[prefix]);
  const file = path.resolve(root, `.${urlPath.slice(prefix.length)}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}
