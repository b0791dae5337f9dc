import { createPushClient, type PushClientOptions } from './pushClient';
import { RESET_TAGS } from './topicTags';

/** A fake /api/push: each request gets a stream the test writes to. */
function fakeServer() {
  const connections: { url: string; headers: Record<string, string>; send: (text: string) => void; drop: () => void; aborted: () => boolean }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => controller.error(new Error('aborted')));
    connections.push({
      url,
      headers: init.headers as Record<string, string>,
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      drop: () => controller.error(new Error('network down')),
      aborted: () => signal.aborted,
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch, connections, last: () => connections[connections.length - 1] };
}

const hello = (position: number) => `event: hello\ndata: {"serverTime":"2026-01-01T00:00:00.000Z","position":${position}}\n\n`;
const change = (position: number, topics: string[], versions?: Record<string, unknown>) =>
  `event: change\nid: ${position}\ndata: ${JSON.stringify({ position, topics, versions })}\n\n`;

function setup(overrides: Partial<PushClientOptions> = {}) {
  const server = fakeServer();
  const invalidate = jest.fn();
  const connected = jest.fn();
  const onServerTime = jest.fn();
  const client = createPushClient({
    fetch: server.fetch,
    getToken: () => 'T0KEN',
    invalidate,
    onConnectedChange: connected,
    onServerTime,
    random: () => 0,
    ...overrides,
  });
  return { client, server, invalidate, connected, onServerTime };
}

const settle = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

/** A client following `topics`, its stream open and greeted at `position`. */
async function greeted(topics: string[], position: number, overrides: Partial<PushClientOptions> = {}) {
  const opened = setup(overrides);
  opened.client.setTopics(topics);
  opened.client.start();
  await settle(300);
  opened.server.last().send(hello(position));
  await settle();
  return opened;
}

describe('push client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens one stream for the followed topics, with the bearer token', async () => {
    const { client, server, connected, invalidate, onServerTime } = setup();
    client.setTopics(['draft:9', 'drafts']);
    client.start();
    await settle(300);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.last().url).toBe('/api/push?topics=draft%3A9%2Cdrafts');
    expect(server.last().headers).toMatchObject({ Authorization: 'Bearer T0KEN', Accept: 'text/event-stream' });
    expect(server.last().headers['Last-Event-ID']).toBeUndefined();

    server.last().send(hello(5));
    await settle();
    expect(connected).toHaveBeenLastCalledWith(true);
    expect(client.isConnected()).toBe(true);
    expect(onServerTime).toHaveBeenCalledWith('2026-01-01T00:00:00.000Z', expect.any(Number), expect.any(Number));
    // A fresh stream refetches what it follows, in case something changed before it opened.
    expect(invalidate).toHaveBeenCalledWith([
      { type: 'Draft', id: '9' },
      'Drafts',
      { type: 'PickQueue', id: '9' },
      { type: 'Presence', id: '9' },
      'Leaderboard',
    ]);
  });

  it("resumes a page's first stream from the position its reads show: only what changed since is refetched", async () => {
    const { client, server, connected, invalidate } = setup();
    client.setTopics(['draft:9', 'drafts']);
    client.start(40);
    await settle(300);
    expect(server.last().headers['Last-Event-ID']).toBe('40');
    server.last().send(hello(42));
    await settle();
    expect(connected).toHaveBeenLastCalledWith(true);
    expect(invalidate).not.toHaveBeenCalled();
    // The server's catch-up: what changed between the page and the stream.
    server.last().send(change(42, ['drafts']));
    await settle();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith(['Drafts', 'Leaderboard']);
  });

  it("refetches everything when the page's position is not in the server's log", async () => {
    const { client, server, invalidate } = setup();
    client.setTopics(['drafts']);
    client.start(900);
    await settle(300);
    server.last().send(hello(12));
    await settle();
    expect(invalidate).toHaveBeenCalledWith(RESET_TAGS);
  });

  it('tells each position the stream names before the refetch it causes, so the refetch can ask to see it', async () => {
    const heard: unknown[] = [];
    const { client, server, invalidate } = setup({ onPosition: (position) => heard.push(position) });
    invalidate.mockImplementation(() => heard.push('refetch'));
    client.setTopics(['drafts']);
    client.start();
    await settle(300);
    server.last().send(hello(5));
    await settle();
    server.last().send(change(7, ['drafts']));
    await settle();
    expect(heard).toEqual([5, 'refetch', '7', 'refetch']);
  });

  it('invalidates the tags of a burst of notices once', async () => {
    const { client, server, invalidate } = await greeted(['drafts', 'catalog'], 1);
    invalidate.mockClear();
    server.last().send(change(2, ['drafts']) + change(3, ['catalog', 'drafts']));
    await settle();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith(['Drafts', 'Leaderboard', 'Teams', 'Contestants', 'Draft']);
    expect(client.lastEventId()).toBe('3');
  });

  it("skips the refetch of a room it already holds at the notice's version (its own pick's answer), not of a newer one", async () => {
    const held = new Map([['draft:9', 7]]);
    const { server, invalidate } = await greeted(['draft:9'], 1, { holds: (topic, version) => (held.get(topic) ?? -1) >= version });
    invalidate.mockClear();
    server.last().send(change(2, ['draft:9'], { 'draft:9': 7 }));
    await settle();
    expect(invalidate).toHaveBeenLastCalledWith(['Drafts']);
    server.last().send(change(3, ['draft:9'], { 'draft:9': 8 }));
    await settle();
    expect(invalidate).toHaveBeenLastCalledWith([{ type: 'Draft', id: '9' }, 'Drafts', { type: 'PickQueue', id: '9' }, { type: 'Presence', id: '9' }]);
    // A notice without a usable version refetches as before.
    server.last().send(change(4, ['draft:9'], { 'draft:9': 'seven' }));
    await settle();
    expect(invalidate).toHaveBeenLastCalledWith([{ type: 'Draft', id: '9' }, 'Drafts', { type: 'PickQueue', id: '9' }, { type: 'Presence', id: '9' }]);
  });

  it('applies the change a notice carries instead of refetching the room; on a gap (not applied) it refetches', async () => {
    const applied: Array<[string, unknown]> = [];
    const apply = jest.fn((topic: string, carried: unknown) => {
      applied.push([topic, carried]);
      return (carried as { from: number }).from === 7;
    });
    const { server, invalidate } = await greeted(['draft:9'], 1, { apply, holds: () => false });
    invalidate.mockClear();
    const notice = (position: number, from: number) =>
      `event: change\nid: ${position}\ndata: ${JSON.stringify({ position, topics: ['draft:9'], versions: { 'draft:9': from + 1 }, changes: { 'draft:9': { from } } })}\n\n`;
    server.last().send(notice(2, 7));
    await settle();
    expect(applied).toEqual([['draft:9', { from: 7 }]]);
    expect(invalidate).toHaveBeenLastCalledWith(['Drafts']);
    server.last().send(notice(3, 9));
    await settle();
    expect(invalidate).toHaveBeenLastCalledWith([{ type: 'Draft', id: '9' }, 'Drafts', { type: 'PickQueue', id: '9' }, { type: 'Presence', id: '9' }]);
    // A notice carrying no change (a join, a reset) refetches; nothing is applied.
    server.last().send(change(4, ['draft:9'], { 'draft:9': 12 }));
    await settle();
    expect(apply).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith([{ type: 'Draft', id: '9' }, 'Drafts', { type: 'PickQueue', id: '9' }, { type: 'Presence', id: '9' }]);
  });

  it('reconnects with backoff and resumes from the last change seen', async () => {
    const { client, server, connected } = setup();
    client.setTopics(['drafts']);
    client.start();
    await settle(300);
    server.last().send(hello(1) + change(4, ['drafts']));
    await settle();
    server.last().drop();
    await settle();
    expect(connected).toHaveBeenLastCalledWith(false);
    await settle(499);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.last().headers['Last-Event-ID']).toBe('4');
  });

  it('backs off longer after each failed attempt, and starts over after a hello', async () => {
    const server = fakeServer();
    const failing = jest.fn(async () => new Response('no', { status: 503 }));
    const { client } = setup({ fetch: failing });
    client.setTopics(['drafts']);
    client.start();
    await settle(250);
    expect(failing).toHaveBeenCalledTimes(1);
    await settle(500);
    expect(failing).toHaveBeenCalledTimes(2);
    await settle(999);
    expect(failing).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('refetches everything on reset and continues from its position', async () => {
    const { client, server, invalidate } = await greeted(['drafts'], 1);
    invalidate.mockClear();
    server.last().send('event: reset\ndata: {"serverTime":"2026-01-01T00:00:00.000Z","position":90}\n\n');
    await settle();
    expect(invalidate).toHaveBeenCalledWith(RESET_TAGS);
    expect(client.lastEventId()).toBe('90');
  });

  it('refetches everything when a resume finds the server behind', async () => {
    const { server, invalidate } = await greeted(['drafts'], 50);
    server.last().drop();
    await settle(500);
    invalidate.mockClear();
    server.last().send(hello(2));
    await settle();
    expect(invalidate).toHaveBeenCalledWith(RESET_TAGS);
  });

  it('reconnects once, debounced, when the followed topics change, staying connected', async () => {
    const { client, server, connected } = await greeted(['drafts'], 7);
    const first = server.last();
    client.setTopics(['drafts', 'draft:1']);
    client.setTopics(['draft:1']);
    await settle(300);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(first.aborted()).toBe(true);
    expect(server.last().url).toBe('/api/push?topics=draft%3A1');
    expect(server.last().headers['Last-Event-ID']).toBe('7');
    expect(connected).not.toHaveBeenCalledWith(false);
  });

  it('does not reconnect for the same topics in another order', async () => {
    const { client, server } = setup();
    client.setTopics(['a', 'b']);
    client.start();
    await settle(300);
    client.setTopics(['b', 'a', 'a']);
    await settle(300);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without a session token or without topics', async () => {
    const noToken = setup({ getToken: () => null });
    noToken.client.setTopics(['drafts']);
    noToken.client.start();
    const noTopics = setup();
    noTopics.client.start();
    await settle(1000);
    expect(noToken.server.fetch).not.toHaveBeenCalled();
    expect(noTopics.server.fetch).not.toHaveBeenCalled();
  });

  it('closes on stop and forgets the position', async () => {
    const { client, server, connected } = await greeted(['drafts'], 3);
    client.stop();
    await settle(60_000);
    expect(server.last().aborted()).toBe(true);
    expect(connected).toHaveBeenLastCalledWith(false);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(client.lastEventId()).toBeUndefined();
  });

  it('treats a silent stream as dead and reconnects', async () => {
    const { client, server } = setup({ stallMs: 45_000 });
    client.setTopics(['drafts']);
    client.start();
    await settle(300);
    server.last().send(hello(3));
    await settle(30_000);
    server.last().send(': heartbeat\n\n');
    await settle(44_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await settle(1_000 + 500);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.last().headers['Last-Event-ID']).toBe('3');
  });
});
