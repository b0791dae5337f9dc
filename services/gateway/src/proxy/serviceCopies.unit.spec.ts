import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { closeServer, listen } from '@reality-draft/kernel';
import express from 'express';
import pino from 'pino';
import { apiProxy } from './apiProxy';
import { READ_POSITION_COOKIE } from './readPositionCookie';

/** The tests' copies are left out of the rotation this long after a refusal. */
const DOWN_FOR_MS = 300;

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portOf = (server: Server | TcpServer) => (server.address() as AddressInfo).port;

/** What reached a fake copy of the drafts service. */
interface Seen {
  copy: string;
  method: string;
  url: string;
  body: string;
  readPosition?: string;
  ownWritePosition?: string;
}

/**
 * A fake copy of the drafts service: records each request, answers it with `answer` (default: 200
 * naming itself, and on a POST the log position 500 its "write" reached).
 */
class FakeCopy {
  server?: Server;
  port = 0;
  /** What its /readyz says (not recorded as a request). */
  ready = true;
  answer: (req: IncomingMessage, res: ServerResponse, body: string) => void = (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...(req.method === 'POST' && { 'x-log-position': '500' }) });
    res.end(JSON.stringify({ copy: this.name }));
  };

  constructor(
    readonly name: string,
    private readonly seen: Seen[],
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createHttpServer((req, res) => {
      if (req.url === '/readyz') return void res.writeHead(this.ready ? 200 : 503).end();
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.seen.push({
          copy: this.name,
          method: req.method!,
          url: req.url!,
          body,
          readPosition: req.headers['x-read-position'] as string | undefined,
          ownWritePosition: req.headers['x-own-write-position'] as string | undefined,
        });
        this.answer(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = portOf(server);
    this.server = server;
  }

  /** Stops listening and drops its connections: the port refuses from now on. */
  async stop(): Promise<void> {
    this.server!.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}

describe('the gateway in front of two copies of a service', () => {
  const seen: Seen[] = [];
  const a = new FakeCopy('a', seen);
  const b = new FakeCopy('b', seen);
  let gateway: Server;
  let base = '';
  const log = { own: 100, head: 1000 };

  beforeAll(async () => {
    await a.start();
    await b.start();
    const app = express();
    app.use(
      '/api',
      apiProxy(
        { drafts: [a.url, b.url] },
        silent,
        { readPosition: () => log.own, head: async () => log.head },
        { downForMs: DOWN_FOR_MS, readinessEveryMs: 0 },
      ),
    );
    gateway = await listen(app, 0);
    base = `http://127.0.0.1:${portOf(gateway)}`;
  });
  afterAll(async () => {
    await closeServer(gateway, 0);
    for (const copy of [a, b]) if (copy.server?.listening) await copy.stop();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const call = (method: string, path: string, { cookie, body }: { cookie?: string; body?: unknown } = {}) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { ...(cookie && { cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const copiesAnswering = async (count: number, method = 'GET', path = '/drafts/public') => {
    const copies: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const answer = await call(method, path, method === 'GET' ? {} : { body: { teamId: 't', pickNumber: n + 1 } });
      copies.push(answer.status === 200 ? ((await answer.json()) as { copy: string }).copy : String(answer.status));
    }
    return copies;
  };

  it('takes the copies in turn', async () => {
    const copies = await copiesAnswering(6);
    expect(copies.filter((copy) => copy === 'a')).toHaveLength(3);
    expect(copies.filter((copy) => copy === 'b')).toHaveLength(3);
    expect(copies.every((copy, n) => n === 0 || copy !== copies[n - 1])).toBe(true);
    expect(seen.map(({ url }) => url)).toEqual(Array(6).fill('/api/drafts/public'));
  });

  it('routes every request, writes too, around a copy that refuses connections, and takes it back once it answers again', async () => {
    await a.stop();
    expect(await copiesAnswering(4, 'POST', '/drafts/d1/pick')).toEqual(['b', 'b', 'b', 'b']);
    expect(await copiesAnswering(4)).toEqual(['b', 'b', 'b', 'b']);
    expect(seen.map(({ copy, method, body }) => [copy, method, body ? JSON.parse(body).pickNumber : null])).toEqual([
      ['b', 'POST', 1],
      ['b', 'POST', 2],
      ['b', 'POST', 3],
      ['b', 'POST', 4],
      ...Array(4).fill(['b', 'GET', null]),
    ]);
    // Back on its port: left out of the rotation for a while, then probed by a request's turn and taken back.
    await a.start();
    expect(await copiesAnswering(2)).toEqual(['b', 'b']);
    await sleep(DOWN_FOR_MS + 100);
    expect((await copiesAnswering(4)).sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('answers 502 with a message when every copy refuses', async () => {
    await a.stop();
    await b.stop();
    try {
      for (const method of ['GET', 'POST']) {
        const answer = await call(method, method === 'GET' ? '/drafts/public' : '/drafts/d1/pick', method === 'POST' ? { body: {} } : {});
        expect(answer.status).toBe(502);
        expect(await answer.json()).toEqual({ message: 'The drafts service is unavailable. Please try again.' });
      }
    } finally {
      await a.start();
      await b.start();
    }
    await sleep(DOWN_FOR_MS + 100);
  });

  it('never sends a write again once a copy may have acted on it, but sends a read to the other copy', async () => {
    const normal = { a: a.answer, b: b.answer };
    const resetting = (req: IncomingMessage) => req.socket.destroy();
    a.answer = resetting;
    b.answer = resetting;
    try {
      const pick = await call('POST', '/drafts/d1/pick', { body: { teamId: 't', pickNumber: 9 } });
      expect(pick.status).toBe(502);
      expect(await pick.json()).toEqual({ message: 'The drafts service is unavailable. Please try again.' });
      expect(seen.filter(({ method }) => method === 'POST')).toHaveLength(1);
      // Only a resets now: a read it drops after receiving it is answered by b, and a is left out for a while.
      await sleep(DOWN_FOR_MS + 100);
      b.answer = normal.b;
      seen.length = 0;
      expect(await copiesAnswering(4)).toEqual(['b', 'b', 'b', 'b']);
      expect(seen.map(({ copy }) => copy).sort()).toEqual(['a', 'b', 'b', 'b', 'b']);
    } finally {
      a.answer = normal.a;
      b.answer = normal.b;
    }
    await sleep(DOWN_FOR_MS + 100);
  });

  it('remembers the position a write reached in a cookie, and makes the client’s next requests wait for it', async () => {
    const pick = await call('POST', '/drafts/d1/pick', { body: { teamId: 't' } });
    expect(pick.status).toBe(200);
    expect(pick.headers.get('set-cookie')).toBe(`${READ_POSITION_COOKIE}=500; Path=/api; Max-Age=300; HttpOnly; SameSite=Strict`);
    const readWith = async (cookie?: string) => {
      seen.length = 0;
      const answer = await call('GET', '/drafts/public', { cookie });
      expect(answer.status).toBe(200);
      return { position: seen[0].readPosition, ownWrite: seen[0].ownWritePosition, setCookie: answer.headers.get('set-cookie') };
    };
    // Each copy is asked for the furthest of the gateway's own position and the client's, at most the log's head;
    // and, apart, for the client's own writes' when the gateway's read models are behind it (waited for longer).
    expect(await readWith(`theme=dark; ${READ_POSITION_COOKIE}=500`)).toEqual({ position: '500', ownWrite: '500', setCookie: null });
    expect(await readWith(`${READ_POSITION_COOKIE}=500`)).toEqual({ position: '500', ownWrite: '500', setCookie: null });
    expect(await readWith()).toEqual({ position: '100', ownWrite: '0', setCookie: null });
    expect(await readWith(`${READ_POSITION_COOKIE}=50`)).toEqual({ position: '100', ownWrite: '0', setCookie: null });
    expect(await readWith(`${READ_POSITION_COOKIE}=99999999`)).toEqual({ position: '1000', ownWrite: '1000', setCookie: null });
    expect(await readWith(`${READ_POSITION_COOKIE}=soon`)).toEqual({ position: '100', ownWrite: '0', setCookie: null });
    // A browser names the furthest position its push stream told it of: a notice's refetch sees the change.
    const readNaming = async (position: string, cookie?: string) => {
      seen.length = 0;
      await fetch(`${base}/api/drafts/public`, { headers: { 'x-read-position': position, ...(cookie && { cookie }) } });
      return seen[0].readPosition;
    };
    expect(await readNaming('700', `${READ_POSITION_COOKIE}=500`)).toBe('700');
    expect(await readNaming('300', `${READ_POSITION_COOKIE}=500`)).toBe('500');
    expect(await readNaming('99999999')).toBe('1000');
    expect(await readNaming('soon')).toBe('100');
    // The own writes' position is the gateway's to say: one the client sends itself is replaced.
    seen.length = 0;
    await fetch(`${base}/api/drafts/public`, { headers: { 'x-own-write-position': '900' } });
    expect(seen[0].ownWritePosition).toBe('0');
    // A write that reached no further than the cookie leaves it as it is.
    const older = await call('POST', '/drafts/d1/pick', { cookie: `${READ_POSITION_COOKIE}=700`, body: {} });
    expect(older.headers.get('set-cookie')).toBeNull();
  });
});

describe('the gateway in front of two copies of a service, one of them not ready', () => {
  const seen: Seen[] = [];
  const a = new FakeCopy('a', seen);
  const b = new FakeCopy('b', seen);
  let gateway: Server;
  let base = '';

  beforeAll(async () => {
    await a.start();
    await b.start();
    const app = express();
    app.use('/api', apiProxy({ drafts: [a.url, b.url] }, silent, { readPosition: () => 1, head: async () => 1 }, { readinessEveryMs: 200 }));
    gateway = await listen(app, 0);
    base = `http://127.0.0.1:${portOf(gateway)}`;
  });
  afterAll(async () => {
    await closeServer(gateway, 0);
    for (const copy of [a, b]) await copy.stop();
  });

  const answeredBy = async (count: number) => {
    const copies: string[] = [];
    for (let n = 0; n < count; n += 1) copies.push(((await (await fetch(`${base}/api/drafts/public`)).json()) as { copy: string }).copy);
    return copies;
  };

  it('sends nothing to a copy whose /readyz says 503 (starting or stopping) while another is ready, and takes it back once ready', async () => {
    a.ready = false;
    await answeredBy(1); // the first request asks every copy
    await sleep(50);
    expect(await answeredBy(4)).toEqual(['b', 'b', 'b', 'b']);
    a.ready = true;
    await sleep(250);
    await answeredBy(1);
    await sleep(50);
    expect((await answeredBy(4)).sort()).toEqual(['a', 'a', 'b', 'b']);
  });
});

/**
 * A copy that closes a kept-alive connection just as the gateway sends the next request on it (the
 * request never reached the copy): the request goes again on a new connection (Node's documented retry).
 */
describe('a kept-alive connection the copy closed', () => {
  let copy: TcpServer;
  let gateway: Server;
  let base = '';
  const received: string[] = [];
  const dropped: string[] = [];

  beforeAll(async () => {
    // Answers the first request of each connection (keeping it alive), and drops the connection when a second one comes.
    copy = createTcpServer((socket: Socket) => {
      let requests = 0;
      socket.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        if (!/^[A-Z]+ /.test(text)) return;
        requests += 1;
        const line = text.split('\r\n')[0];
        if (requests > 1) {
          dropped.push(line);
          return void socket.destroy();
        }
        received.push(line);
        const body = JSON.stringify({ ok: true });
        socket.write(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`);
      });
    });
    await new Promise<void>((resolve) => copy.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.use('/api', apiProxy({ drafts: [`http://127.0.0.1:${portOf(copy)}`] }, silent, { readPosition: () => 1, head: async () => 1 }));
    gateway = await listen(app, 0);
    base = `http://127.0.0.1:${portOf(gateway)}`;
  });
  afterAll(async () => {
    await closeServer(gateway, 0);
    await new Promise((resolve) => copy.close(resolve));
  });

  it('sends a read again on a new connection, and a write never goes on a kept-alive one', async () => {
    for (let n = 1; n <= 3; n += 1) expect([n, (await fetch(`${base}/api/drafts/public`)).status]).toEqual([n, 200]);
    for (let n = 1; n <= 2; n += 1) {
      const answer = await fetch(`${base}/api/drafts/d1/pick`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pickNumber":1}' });
      expect([n, answer.status]).toEqual([n, 200]);
    }
    expect(received).toEqual([...Array(3).fill('GET /api/drafts/public HTTP/1.1'), ...Array(2).fill('POST /api/drafts/d1/pick HTTP/1.1')]);
    expect(dropped).toEqual(Array(2).fill('GET /api/drafts/public HTTP/1.1'));
  });
});
