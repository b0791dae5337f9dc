import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startGateway, type RunningGateway } from '../gateway';
import { gatewayConfigFromEnv } from '../gatewayConfig';

interface Message {
  event: string;
  id?: string;
  data: { position: number; topics?: string[]; serverTime?: string };
}

/** An SSE client on fetch, as the browser's kit uses it, collecting messages as they arrive. */
function follow(url: string, token: string, headers: Record<string, string> = {}) {
  const messages: Message[] = [];
  const controller = new AbortController();
  const opened = fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers }, signal: controller.signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
          if (fields.event) messages.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) });
        }
      }
    })();
    return res;
  });
  const waitFor = async (predicate: (m: Message) => boolean, timeoutMs = 3000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
  };
  return { messages, opened, waitFor, close: () => controller.abort() };
}

describe('push stream', () => {
  let root: string;
  let gateway: RunningGateway;
  let admin: string;
  const api = (pathname: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${gateway.url}${pathname}`, { ...init, headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) } });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-push-'));
    const env = { EVENT_STORE: 'memory', ADMIN_USERNAME: 'commish', ADMIN_PASSWORD: 'admin-secret-1', DATA_DIR: path.join(root, 'data') } as NodeJS.ProcessEnv;
    gateway = await startGateway(gatewayConfigFromEnv({ ...env, PORT: '0', HOST: '127.0.0.1', FRONTENDS_DIR: root }), env, pino({ level: 'silent' }));
    const login = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ emailOrUsername: 'commish', password: 'admin-secret-1' }) });
    admin = ((await login.json()) as { sessionToken: string }).sessionToken;
  });
  afterAll(async () => {
    await gateway.stop();
    await rm(root, { recursive: true, force: true });
  });

  const createDraft = async () => {
    const res = await api('/api/drafts', { method: 'POST', token: admin, body: JSON.stringify({ draftDate: '2026-11-21', showType: 'survivor', turnTimeLimit: 60 }) });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  };

  it('says hello with the server clock, then names the topics each change touches', async () => {
    const stream = follow(`${gateway.url}/api/push?topics=drafts`, admin);
    expect((await stream.opened).headers.get('content-type')).toContain('text/event-stream');
    const hello = await stream.waitFor((m) => m.event === 'hello');
    expect(Math.abs(Date.parse(hello.data.serverTime!) - Date.now())).toBeLessThan(5000);
    await createDraft();
    const change = await stream.waitFor((m) => m.event === 'change');
    expect(change.data.topics).toEqual(['drafts']);
    expect(Number(change.id)).toBe(change.data.position);
    stream.close();
  });

  it('sends only the topics a browser follows', async () => {
    const draft = await createDraft();
    const other = await createDraft();
    const stream = follow(`${gateway.url}/api/push?topics=draft:${draft.id}`, admin);
    await stream.waitFor((m) => m.event === 'hello');
    await api(`/api/admin/drafts/${other.id}`, { method: 'DELETE', token: admin });
    await api(`/api/admin/drafts/${draft.id}`, { method: 'DELETE', token: admin });
    const change = await stream.waitFor((m) => m.event === 'change');
    expect(change.data.topics).toEqual([`draft:${draft.id}`]);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.messages.filter((m) => m.event === 'change')).toHaveLength(1);
    stream.close();
  });

  it('resumes from Last-Event-ID with what changed while the browser was away', async () => {
    const first = follow(`${gateway.url}/api/push?topics=drafts`, admin);
    const hello = await first.waitFor((m) => m.event === 'hello');
    first.close();
    await createDraft();
    const resumed = follow(`${gateway.url}/api/push?topics=drafts`, admin, { 'last-event-id': String(hello.data.position) });
    const change = await resumed.waitFor((m) => m.event === 'change');
    expect(change.data.topics).toEqual(['drafts']);
    expect(change.data.position).toBeGreaterThan(hello.data.position);
    resumed.close();
  });

  it('caps the streams one person holds at once', async () => {
    const streams = Array.from({ length: 8 }, () => follow(`${gateway.url}/api/push?topics=drafts`, admin));
    await Promise.all(streams.map((stream) => stream.waitFor((m) => m.event === 'hello')));
    const ninth = await api('/api/push?topics=drafts', { token: admin });
    expect(ninth.status).toBe(429);
    streams.forEach((stream) => stream.close());
  });

  it('refuses signed-out callers and malformed topics', async () => {
    expect((await api('/api/push?topics=drafts')).status).toBe(401);
    for (const topics of ['', 'Drafts!', Array.from({ length: 21 }, (_, i) => `t${i}`).join(',').replace(/\d/g, 'x')]) {
      const res = await api(`/api/push?topics=${encodeURIComponent(topics)}`, { token: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
  });
});
