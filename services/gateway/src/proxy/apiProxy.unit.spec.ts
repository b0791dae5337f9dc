import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { closeServer, listen, MemoryEventStore, NedbDocumentStore, type Storage } from '@reality-draft/kernel';
import pino from 'pino';
import { composeGateway, type ComposedGateway } from '../gateway';
import type { ProcessLayout } from '../processLayout';

const ADMIN = { username: 'proxy-admin', password: 'proxy-admin-pass' };
const env = { EVENT_STORE: 'memory', TURN_CLOCK: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
const silent = pino({ level: 'silent' });

/** Two "processes" in one: a drafts process and a gateway that proxies drafts to it, on one log and one shared document store. */
describe('the gateway in front of a service served by another process', () => {
  const storage: Storage = { events: new MemoryEventStore(), docs: new NedbDocumentStore(), close: async () => undefined };
  let drafts: { composed: ComposedGateway; server: Server; url: string };
  let gateway: { composed: ComposedGateway; server: Server; url: string };

  const start = async (layout: ProcessLayout) => {
    const composed = await composeGateway(storage, { frontendsDir: '/nonexistent', registry: {}, layout }, env, silent);
    const server = await listen(composed.running.app, 0, '127.0.0.1');
    return { composed, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const stop = async (process: typeof drafts) => {
    await closeServer(process.server, 100);
    await process.composed.stop();
  };

  beforeAll(async () => {
    drafts = await start({ services: ['drafts'], upstreams: {}, gateway: false, readModelsPrefix: 'drafts_' });
    gateway = await start({
      services: ['identity', 'catalog', 'scoring', 'minigames'],
      upstreams: { drafts: [drafts.url] },
      gateway: true,
      readModelsPrefix: 'gw_',
    });
  });
  afterAll(async () => {
    await stop(gateway);
    await stop(drafts);
  });

  const call = (base: string, method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = async () =>
    (
      (await (await call(gateway.url, 'POST', '/auth/login', undefined, { emailOrUsername: ADMIN.username, password: ADMIN.password })).json()) as {
        sessionToken: string;
      }
    ).sessionToken;

  it('sends the route on with its token and body, and brings the service’s answer back', async () => {
    const token = await login();
    const listed = await call(gateway.url, 'GET', '/drafts/public', token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    expect(await listed.json()).toEqual(expect.any(Array));
    const bad = await call(gateway.url, 'POST', '/drafts', token, { showType: 'Idol', draftDate: '2026-12-01' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBeTruthy();
    expect((await call(gateway.url, 'GET', '/drafts/public')).status).toBe(401);
  });

  it('resolves a token issued by another process, and a logout there revokes it here', async () => {
    const token = await login();
    expect((await call(drafts.url, 'GET', '/admin/drafts', token)).status).toBe(200);
    expect((await call(gateway.url, 'POST', '/auth/logout', token)).status).toBe(204);
    expect((await call(drafts.url, 'GET', '/admin/drafts', token)).status).toBe(401);
  });

  it('serves only its own routes in a service process', async () => {
    const token = await login();
    expect((await call(gateway.url, 'GET', '/teams', token)).status).toBe(200);
    expect((await call(drafts.url, 'GET', '/teams', token)).status).toBe(404);
    expect((await call(drafts.url, 'GET', '/push?topics=drafts', token)).status).toBe(404);
    expect((await fetch(`${drafts.url}/healthz`)).status).toBe(200);
  });

  it('answers 502 with a message while the service is down, and a route nobody serves 404', async () => {
    const token = await login();
    const down = await start({
      services: ['identity', 'catalog', 'scoring', 'minigames'],
      upstreams: { drafts: ['http://127.0.0.1:9'] },
      gateway: true,
      readModelsPrefix: 'gw2_',
    });
    try {
      const answer = await call(down.url, 'GET', '/drafts/public', token);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({ message: 'The drafts service is unavailable. Please try again.' });
      expect((await call(down.url, 'GET', '/nothing-here', token)).status).toBe(404);
    } finally {
      await stop(down);
    }
  });
});

/** The gateway in front of a bare HTTP server standing in for the drafts process, which records what reaches it. */
describe('what the gateway sends on', () => {
  const storage: Storage = { events: new MemoryEventStore(), docs: new NedbDocumentStore(), close: async () => undefined };
  const seen: Array<{ method: string; url: string; body: string; closed: boolean }> = [];
  let connections = 0;
  let upstream: Server;
  let gateway: { composed: ComposedGateway; server: Server; port: number };

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const record = { method: req.method!, url: req.url!, body: '', closed: false };
      seen.push(record);
      req.on('data', (chunk: Buffer) => (record.body += chunk.toString()));
      req.socket.once('close', () => (record.closed = true));
      if (req.url?.includes('slow')) return; // never answers
      req.on('end', () => res.end('[]'));
    });
    upstream.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const layout: ProcessLayout = {
      services: ['identity', 'catalog', 'scoring', 'minigames'],
      upstreams: { drafts: [url] },
      gateway: true,
      readModelsPrefix: '',
    };
    const composed = await composeGateway(storage, { frontendsDir: '/nonexistent', registry: {}, layout }, env, silent);
    const server = await listen(composed.running.app, 0, '127.0.0.1');
    gateway = { composed, server, port: (server.address() as AddressInfo).port };
  });
  afterAll(async () => {
    await closeServer(gateway.server, 100);
    await gateway.composed.stop();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    connections = 0;
  });

  /** Writes raw bytes to the gateway and resolves with everything it answers until it closes or `ms` pass. */
  const raw = (bytes: string, ms = 500) =>
    new Promise<string>((resolve) => {
      const socket = connect(gateway.port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      setTimeout(() => {
        socket.destroy();
        resolve(answer);
      }, ms);
    });

  it('frames a chunked body as chunked, so it can never be read as a second request', async () => {
    const smuggled = 'GET /api/admin/drafts HTTP/1.1\r\nHost: drafts\r\nX-Forwarded-For: 6.6.6.6\r\n\r\n';
    await raw(`GET /api/drafts/public HTTP/1.1\r\nHost: gw\r\nTransfer-Encoding: chunked\r\n\r\n${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/drafts/public']);
    expect(seen[0].body).toBe(smuggled);
  });

  it('drops the connection’s own headers and those it names, replaces X-Forwarded-For, and holds a read position to the log', async () => {
    let headers: Record<string, unknown> = {};
    upstream.once('request', (req) => (headers = req.headers));
    await raw(
      'GET /api/drafts/public HTTP/1.1\r\nHost: gw\r\nConnection: keep-alive, X-Secret\r\nX-Secret: 1\r\nProxy-Authorization: x\r\nX-Forwarded-For: 6.6.6.6\r\nX-Read-Position: 999999999\r\n\r\n',
    );
    expect(headers).not.toHaveProperty('x-secret');
    expect(headers).not.toHaveProperty('proxy-authorization');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    // The client's position counts as far as the log goes, never beyond (nothing in this log is that far).
    expect(headers['x-read-position']).toBe(String(Math.max(gateway.composed.running.runner.position, await storage.events.head())));
  });

  it('never sends on a body the client could not send whole: a malformed chunk is a 400 and nothing goes upstream', async () => {
    const answer = await raw('POST /api/drafts/some-id/pick HTTP/1.1\r\nHost: gw\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}', 300);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Node refuses the chunk as it reads the headers: the client is gone before the proxy would send.
    expect(connections).toBe(0);
    expect(seen).toEqual([]);
  });

  it('ends the request upstream when the client goes away before the answer', async () => {
    await raw('GET /api/drafts/slow-id HTTP/1.1\r\nHost: gw\r\n\r\n', 300);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([expect.objectContaining({ url: '/api/drafts/slow-id', closed: true })]);
  });
});
