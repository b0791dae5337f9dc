import { apiRoutes } from '@reality-draft/events';
import express, { type Request, type Response } from 'express';
import { AppError } from '../errors';

/** The table's routes that read their own raw body (`rawBody`), by method and path segments. */
const RAW_BODY_ROUTES = apiRoutes()
  .filter((route) => route.rawBody)
  .map((route) => ({ method: route.method.toUpperCase(), segments: route.path.split('/').filter(Boolean) }));

/** Whether a request under /api is for a route that reads its own bytes: the JSON parser leaves its body alone. */
export function takesRawBody(req: Request): boolean {
  const segments = req.path.split('/').filter(Boolean);
  return RAW_BODY_ROUTES.some(
    (route) =>
      route.method === req.method &&
      route.segments.length === segments.length &&
      route.segments.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === segments[i].toLowerCase()),
  );
}

/**
 * Reads a `rawBody` route's bytes as sent, whatever the Content-Type says, refusing more than
 * `maxBytes` with a 413 and `tooLargeMessage` (at once when Content-Length says so). A compressed
 * body is refused rather than inflated. No body reads as no bytes.
 */
export async function readRawBody(req: Request, res: Response, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const parse = express.raw({ type: () => true, limit: maxBytes, inflate: false });
  try {
    await new Promise<void>((resolve, reject) => parse(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw new AppError(413, tooLargeMessage);
    throw error;
  }
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
