import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ROUTE_TABLES, type RouteTable } from '@reality-draft/events';
import { Router, type Request, type Response } from 'express';
import { literalPathsFirst, READ_POSITION } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import type { ServiceName } from '../services';

/** How long a proxied request may take; a command waits for its read models, well within this. */
const UPSTREAM_TIMEOUT_MS = 60_000;

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1), with those `Connection` names. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
];

/**
 * /api routes of the services other processes serve, sent on to them as they came (method, path,
 * headers, body bytes) with the client's address in X-Forwarded-For. Only the routes of their route
 * tables are proxied; the rest falls through to this process's own routes and 404. Each names the log
 * position this process's read models (and so its push notices) have reached, which the service
 * waits for before answering.
 */
export function apiProxy(upstreams: Partial<Record<ServiceName, string>>, logger: Logger, readPosition: () => number): Router {
  const router = Router();
  const routes = Object.entries(upstreams).flatMap(([service, url]) =>
    Object.values(ROUTE_TABLES[service as ServiceName] as RouteTable).map((route) => ({ service, url, ...route })),
  );
  routes.sort(literalPathsFirst);
  for (const route of routes) router[route.method](route.path, (req, res) => forward(req, res, route.url, route.service, logger, readPosition()));
  return router;
}

function forward(req: Request, res: Response, upstream: string, service: string, logger: Logger, position: number): void {
  const target = new URL(req.originalUrl, upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = { ...forwardedHeaders(req, target), [READ_POSITION]: String(position) };
  const outgoing = send(target, { method: req.method, headers, timeout: UPSTREAM_TIMEOUT_MS }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
    answer.pipe(res);
  });
  // A client gone before the answer is complete takes the upstream request with it.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  outgoing.on('timeout', () => outgoing.destroy(new Error(`${service} did not answer within ${UPSTREAM_TIMEOUT_MS} ms`)));
  outgoing.on('error', (err) => {
    logger.error({ err, service, url: target.href }, 'proxying to a service failed');
    if (res.headersSent) return void res.destroy();
    res.status(502).json({ message: `The ${service} service is unavailable. Please try again.` });
  });
  req.pipe(outgoing);
}

function forwardedHeaders(req: Request, target: URL): IncomingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  // A chunked body is sent on chunked: Node writes a GET's or DELETE's body unframed otherwise, and
  // the service would read it as a second request of the client's making.
  if (req.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked';
  const chain = req.headers['x-forwarded-for'];
  // req.ip is the client as this process's TRUST_PROXY sees it; the service trusts this hop.
  headers['x-forwarded-for'] = req.ip ?? String(chain ?? '');
  headers['x-forwarded-proto'] = req.protocol;
  headers['x-forwarded-host'] = req.headers.host;
  headers.host = target.host;
  return headers;
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase())));
}
