import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { apiNotFound, errorHandler } from './errorHandler';
import { refuseDeepJson } from './jsonDepth';
import { requestLogger } from './logging';

export interface ServiceRoutes {
  /** Mounted under /api. */
  api: Router;
}

/**
 * An Express app with the HTTP kit around the given routers: JSON bodies, request logs,
 * `/healthz`, `/api` 404s and the error mapping. `configure` may add more (static files, SSE).
 */
export interface ServiceAppOptions {
  /** Attaches who is asking to every /api request. */
  auth?: RequestHandler;
  configure?: (app: Express) => void;
}

export function createServiceApp(logger: Logger, routes: ServiceRoutes[], { auth, configure }: ServiceAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may set X-Forwarded-For (the client address login throttling counts by).
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  app.use(requestLogger(logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Nesting is checked on the raw bytes first: JSON.parse and every later walk recurse per level.
  app.use('/api', express.json({ limit: '100kb', verify: refuseDeepJson() }));
  if (auth) app.use('/api', auth);
  for (const { api } of routes) app.use('/api', api);
  app.use('/api', apiNotFound);
  configure?.(app);
  app.use(errorHandler);
  return app;
}
