import type { Request, RequestHandler } from 'express';
import type { ServiceMetrics } from './metrics';

/** What a request matched no route as (static files, 404s): one series, however many URLs. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route template a request matched (`/api/drafts/:id/pick`), never its URL: every router of the
 * app is mounted under /api, and Express restores `req.baseUrl` once a router is left (an error on
 * its way to the error handler), so the mount is read from the URL.
 */
export function routeTemplate(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route !== 'string') return UNMATCHED_ROUTE;
  const mounted = req.originalUrl === '/api' || req.originalUrl.startsWith('/api/') || req.originalUrl.startsWith('/api?');
  return mounted ? `/api${route}` : route;
}

/** Times every request, labelled by route template, method and status, once its answer is done. */
export function httpMetrics(metrics: ServiceMetrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once('close', () => end({ route: routeTemplate(req), method: req.method, status: String(res.statusCode) }));
    next();
  };
}
