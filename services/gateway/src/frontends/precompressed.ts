import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The text files the build compresses (kit/webpack/createConfig.js writes `.br` and `.gz` beside them). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Preferred first: brotli is smaller, gzip is understood everywhere. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** The content codings an Accept-Encoding header allows (q > 0, by name or through `*`). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean);
    quality.set(name, q ? Number(q[1]) : 1);
  }
  const allowed = new Set<string>();
  for (const { coding } of ENCODINGS) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > 0) allowed.add(coding);
  }
  return allowed;
}

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Sends `file`'s precompressed sibling when one exists and the request accepts its coding, with the
 * original's Content-Type and the given headers. Sets `Vary: Accept-Encoding` whenever a sibling
 * exists, so caches keep the identity answer apart too. Resolves false when the caller should send
 * the file itself.
 */
export async function sendPrecompressed(req: Request, res: Response, next: NextFunction, file: string, headers: Record<string, string>): Promise<boolean> {
  const [original, ...siblings] = await Promise.all([isFile(file), ...ENCODINGS.map(({ suffix }) => isFile(file + suffix))]);
  if (!original || !siblings.some(Boolean)) return false;
  res.vary('Accept-Encoding');
  const accepted = acceptedEncodings(req.get('accept-encoding'));
  const chosen = ENCODINGS.find(({ coding }, i) => siblings[i] && accepted.has(coding));
  if (!chosen) return false;
  res.type(path.extname(file)); // the original's type, as express.static would send it
  res.sendFile(file + chosen.suffix, { headers: { ...headers, 'Content-Encoding': chosen.coding } }, (err?: Error & { code?: string; syscall?: string }) => {
    if (err && err.code !== 'ECONNABORTED' && err.syscall !== 'write') next(err);
  });
  return true;
}

/**
 * In front of express.static on `root`: answers GET/HEAD for a text file with its build-time `.br`
 * or `.gz` sibling (nothing is compressed per request); everything else falls through.
 */
export function precompressed(root: string, cacheControl: (filePath: string) => string): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!COMPRESSIBLE.test(relative) || relative.includes('\0')) return next();
    const file = path.join(base, relative);
    if (!file.startsWith(base + path.sep)) return next();
    sendPrecompressed(req, res, next, file, { 'Cache-Control': cacheControl(file) }).then((sent) => sent || next(), next);
  };
}
