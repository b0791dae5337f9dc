import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { ROUTE_TABLES, type RouteTable } from '@reality-draft/events';
import { Router, type Request, type Response } from 'express';
import { literalPathsFirst, LOG_POSITION, OWN_WRITE_POSITION, READ_POSITION } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import type { ServiceName } from '../services';
import { cookiePosition, headerPosition, readPositionCookie } from './readPositionCookie';
import { RequestBody } from './requestBody';
import { afterFailure, isSafeMethod } from './retryPolicy';
import { UpstreamPool, type PoolOptions } from './upstreamPool';

/** How long a proxied request may take; a command waits for its read models, well within this. */
const UPSTREAM_TIMEOUT_MS = 60_000;
/** A copy whose connection has not opened by then is taken for unreachable (nothing was sent). */
const CONNECT_TIMEOUT_MS = 3_000;
/** The body a request may send again to another copy, unless its route reads more (a photo). */
const REPLAYABLE_BODY_BYTES = 1024 * 1024;

/** Writes go on connections of their own, never kept alive: see retryPolicy. */
const ONE_REQUEST = { 'http:': new HttpAgent({ keepAlive: false }), 'https:': new HttpsAgent({ keepAlive: false }) };

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

/** What the proxy knows of the log: how far this process's read models are, and the log's head. */
export interface LogPositions {
  /** The position this process's read models (and so its push notices) have reached. */
  readPosition(): number;
  /** The log's last position, the most a client's remembered position may ask for. */
  head(): Promise<number>;
}

/**
 * /api routes of the services other processes serve, sent on to them as they came (method, path,
 * headers, body bytes) with the client's address in X-Forwarded-For, spread over each service's
 * copies in turn; a copy that refuses is routed around (see retryPolicy). Each request names the
 * log position the service must show (READ_POSITION): the furthest of this process's read models',
 * the client's own writes' (a cookie set from the service's LOG_POSITION answer, so that the
 * client's next request sees its writes at whichever gateway and copy serve it) and the push
 * notices' the browser has heard (its own READ_POSITION header: a notice's refetch sees the change); the client's own
 * writes' alone as OWN_WRITE_POSITION too, which the service waits for longer. Only the routes of
 * the services' route tables are proxied; the rest falls through to this process's own routes and 404.
 */
export function apiProxy(
  upstreams: Partial<Record<ServiceName, string[]>>,
  logger: Logger,
  positions: LogPositions,
  poolOptions: Pick<PoolOptions, 'downForMs' | 'readinessEveryMs'> = {},
): Router {
  const router = Router();
  const routes = Object.entries(upstreams).flatMap(([service, copies]) => {
    const pool = new UpstreamPool(copies, poolOptions);
    return Object.values(ROUTE_TABLES[service as ServiceName] as RouteTable).map((route) => ({
      ...route,
      service,
      pool,
      maxBodyBytes: Math.max(route.rawBody?.maxBytes ?? 0, REPLAYABLE_BODY_BYTES),
    }));
  });
  routes.sort(literalPathsFirst);
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      new ProxiedRequest(req, res, route, logger, await positionsFor(req, positions)).start();
    });
  }
  return router;
}

/** The log positions a request must see (sent on as READ_POSITION and OWN_WRITE_POSITION). */
interface RequestPositions {
  read: number;
  /** The client's own writes' position when this process's read models have not reached it (else 0). */
  ownWrite: number;
}

/**
 * The position a request must see: this process's, or the client's when further — its own writes'
 * (the cookie) or the furthest its push stream told it of (the browser's READ_POSITION header) —
 * never beyond the log's head, so a made-up one holds nothing back.
 */
async function positionsFor(req: Request, positions: LogPositions): Promise<RequestPositions> {
  const own = positions.readPosition();
  const written = cookiePosition(req.headers);
  const client = Math.max(written, headerPosition(req.headers[READ_POSITION]));
  if (client <= own) return { read: own, ownWrite: 0 };
  const head = await positions.head().catch(() => own);
  return { read: Math.max(own, Math.min(client, head)), ownWrite: written > own ? Math.min(written, head) : 0 };
}

interface ProxiedRoute {
  service: string;
  pool: UpstreamPool;
  maxBodyBytes: number;
}

/** One client request on its way to a copy of its service, and to the next copy if that one fails in a way that allows it. */
class ProxiedRequest {
  private readonly body: RequestBody;
  private readonly order: string[];
  private next = 0;
  private tries = 0;
  private current?: ClientRequest;
  private clientGone = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly route: ProxiedRoute,
    private readonly logger: Logger,
    private readonly positions: RequestPositions,
  ) {
    this.body = new RequestBody(req, route.maxBodyBytes);
    this.order = route.pool.order();
  }

  start(): void {
    // Gone already (its body refused by the HTTP parser, or the connection cut while the position
    // was looked up): nothing is sent on, not even the headers of a request whose body never comes.
    if (this.req.socket.destroyed) return;
    // A client gone before the answer is complete takes the upstream request with it (and so its
    // body, cut short, never completes there).
    this.res.on('close', () => {
      if (this.res.writableFinished) return;
      this.clientGone = true;
      this.current?.destroy();
    });
    this.send(this.order[this.next++]);
  }

  private send(copy: string): void {
    this.tries += 1;
    const target = new URL(this.req.originalUrl, copy);
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = {
      ...forwardedHeaders(this.req, target),
      [READ_POSITION]: String(this.positions.read),
      [OWN_WRITE_POSITION]: String(this.positions.ownWrite),
    };
    const agent = isSafeMethod(this.req.method) ? undefined : ONE_REQUEST[target.protocol as keyof typeof ONE_REQUEST];
    const options = { method: this.req.method, headers, timeout: UPSTREAM_TIMEOUT_MS, agent };
    const outgoing = request(target, options, (answer) => this.answered(copy, answer));
    this.current = outgoing;
    let connected = false;
    let answered = false;
    outgoing.on('socket', (socket: Socket) => {
      if (!socket.connecting) return void (connected = true);
      const timer = setTimeout(
        () => outgoing.destroy(Object.assign(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`), { code: 'ECONNTIMEOUT' })),
        CONNECT_TIMEOUT_MS,
      );
      socket.once('connect', () => {
        connected = true;
        clearTimeout(timer);
      });
      socket.once('close', () => clearTimeout(timer));
    });
    outgoing.on('response', () => (answered = true));
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${this.route.service} did not answer within ${UPSTREAM_TIMEOUT_MS} ms`)));
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      if (this.clientGone || outgoing !== this.current) return;
      const failed = { method: this.req.method, code: err.code, connected, reusedSocket: outgoing.reusedSocket, answered };
      const { next, down } = afterFailure(failed);
      if (down) this.route.pool.markDown(copy);
      if (this.res.headersSent) return void this.res.destroy();
      const another = next !== 'give-up' && this.body.replayable ? this.nextCopy(copy, next) : undefined;
      this.logger[another ? 'warn' : 'error'](
        { err, service: this.route.service, url: target.href, ...failed, retriedAt: another },
        another ? 'a copy of a service failed; the request goes to another' : 'proxying to a service failed',
      );
      if (another) this.send(another);
      else this.res.status(502).json({ message: `The ${this.route.service} service is unavailable. Please try again.` });
    });
    this.body.sendTo(outgoing);
  }

  /** The copy for the next try: the same one `again`, else the next in order; none once each has had its try. */
  private nextCopy(failed: string, next: 'another' | 'again'): string | undefined {
    if (this.tries > this.order.length + 2) return undefined;
    if (next === 'again') return failed;
    return this.next < this.order.length ? this.order[this.next++] : undefined;
  }

  private answered(copy: string, answer: IncomingMessage): void {
    this.route.pool.markUp(copy);
    const headers = withoutHopByHop(answer.headers);
    const written = headerPosition(answer.headers[LOG_POSITION]);
    if (written > cookiePosition(this.req.headers)) {
      const cookie = readPositionCookie(written, this.req.secure);
      const existing = headers['set-cookie'] ?? [];
      headers['set-cookie'] = [...existing, cookie];
    }
    this.res.writeHead(answer.statusCode ?? 502, headers);
    answer.on('aborted', () => this.res.destroy());
    answer.pipe(this.res);
  }
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
