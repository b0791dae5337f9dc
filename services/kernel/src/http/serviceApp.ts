import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { apiNotFound, errorHandler } from './errorHandler';
import { refuseDeepJson } from './jsonDepth';
import { requestLogger } from './logging';
import { takesRawBody } from './rawBody';
import { noStore, securityHeaders, type CspDirectives } from './securityHeaders';

export interface ServiceRoutes {
  /** Mounted under /api. */
  api: Router;
}

/**
 * An Express app with the HTTP kit around the given routers: JSON bodies, request logs,
 * `/healthz`, `/api` 404s and the error mapping. `configure` may add more (static files, SSE).
 */
export interface ServiceAppOptions {
  /** Answers the /api requests it takes before any body is read (a proxy to other processes); calls next() for the rest. */
  proxy?: RequestHandler;
  /** Attaches who is asking to every /api request. */
  auth?: RequestHandler;
  /** Runs before every /api route, after `auth`. */
  beforeRoutes?: RequestHandler;
  configure?: (app: Express) => void;
  /**
   * Express's `trust proxy`: which proxies' X-Forwarded-For names the client address (the address
   * login throttling counts by). Default false: the peer's own address, whatever headers it sends.
   */
  trustProxy?: TrustProxy;
  /** The Content-Security-Policy of every answer; default API_ONLY_CSP (a process that serves no pages). */
  contentSecurityPolicy?: CspDirectives;
}

export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY as Express documents `trust proxy`: unset, empty or `false` trusts no proxy; `true`
 * trusts every hop; a whole number trusts that many hops; anything else is a comma-separated list of
 * addresses, subnets or the names `loopback`, `linklocal`, `uniquelocal`.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

export function createServiceApp(
  logger: Logger,
  routes: ServiceRoutes[],
  { auth, beforeRoutes, configure, trustProxy = false, contentSecurityPolicy, proxy }: ServiceAppOptions = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  try {
    app.set('trust proxy', trustProxy);
  } catch (error) {
    throw new Error(`TRUST_PROXY "${String(trustProxy)}" is not valid: ${(error as Error).message}`);
  }
  app.use(requestLogger(logger));
  app.use(securityHeaders(contentSecurityPolicy));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/api', noStore);
  if (proxy) app.use('/api', proxy);
  // Nesting is checked on the raw bytes first: JSON.parse and every later walk recurse per level.
  const json = express.json({ limit: '100kb', verify: refuseDeepJson() });
  // An upload reads its own bytes, whatever its Content-Type claims.
  app.use('/api', (req, res, next) => (takesRawBody(req) ? next() : json(req, res, next)));
  if (auth) app.use('/api', auth);
  if (beforeRoutes) app.use('/api', beforeRoutes);
  for (const { api } of routes) app.use('/api', api);
  app.use('/api', apiNotFound);
  configure?.(app);
  app.use(errorHandler);
  return app;
}
