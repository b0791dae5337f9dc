import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { apiNotFound, errorHandler } from './errorHandler';
import { jsonBody } from './jsonBody';
import { tellLogPosition } from './logPosition';
import { httpMetrics } from '../observability/httpMetrics';
import type { ServiceMetrics } from '../observability/metrics';
import type { Readiness } from '../runtime/readiness';
import { requestLogger } from './logging';
import { probeRoutes } from './probes';
import { noStore, securityHeaders, type CspDirectives } from './securityHeaders';

export { LOG_POSITION } from './logPosition';

export interface ServiceRoutes {
  /** Mounted under /api. */
  api: Router;
}

/**
 * An Express app with the HTTP kit around the given routers: JSON bodies, request logs,
 * `/healthz` (and `/readyz` given a readiness), request metrics, `/api` 404s and the error mapping.
 * `configure` may add more (static files, SSE).
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
  /** Request durations by route template go here. */
  metrics?: ServiceMetrics;
  /** Answers /readyz. */
  readiness?: Readiness;
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
  { auth, beforeRoutes, configure, trustProxy = false, contentSecurityPolicy, proxy, metrics, readiness }: ServiceAppOptions = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  try {
    app.set('trust proxy', trustProxy);
  } catch (error) {
    throw new Error(`TRUST_PROXY "${String(trustProxy)}" is not valid: ${(error as Error).message}`);
  }
  if (metrics) app.use(httpMetrics(metrics));
  app.use(requestLogger(logger));
  app.use(securityHeaders(contentSecurityPolicy));
  app.use(probeRoutes(readiness));
  app.use('/api', noStore);
  if (proxy) app.use('/api', proxy);
  app.use('/api', jsonBody());
  if (auth) app.use('/api', auth);
  if (beforeRoutes) app.use('/api', beforeRoutes);
  // After the body is read (a body parser's callbacks run outside the request's async context).
  app.use('/api', tellLogPosition);
  for (const { api } of routes) app.use('/api', api);
  app.use('/api', apiNotFound);
  configure?.(app);
  app.use(errorHandler);
  return app;
}
