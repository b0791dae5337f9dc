/** GET /api/admin/events and the push topic `log` on the composed gateway (in-memory log): refusals, paging, filters, no secrets. */
import { createHash } from 'node:crypto';
import type { EventLogEntry, EventLogPage } from '@reality-draft/events';
import { follow } from '../../test/sseClient';
import type { RunningGateway } from '../gateway';
import { gatewayApi, gatewayOnMemory, type GatewayOnFiles } from '../../test/gatewayOnFiles';

describe('the event log for operators', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  let admin: string;
  const api = gatewayApi(() => gateway);
  const post = async (pathname: string, body: object, token?: string) => api(pathname, { method: 'POST', body: JSON.stringify(body), token });
  const login = async (emailOrUsername: string, password: string) => {
    const res = await post('/api/auth/login', { emailOrUsername, password });
    expect(res.status).toBe(200);
    return ((await res.json()) as { sessionToken: string }).sessionToken;
  };
  const page = async (query: string, token = admin) => {
    const res = await api(`/api/admin/events${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as EventLogPage;
  };
  /** Every page from `after` until `next` is null. */
  const wholeLog = async (query = '', limit = 7) => {
    const events: EventLogEntry[] = [];
    let after: number | null = 0;
    while (after !== null) {
      const answer = await page(`?limit=${limit}&after=${after}${query}`);
      events.push(...answer.events);
      after = answer.next;
    }
    return events;
  };
  const register = async (firstName: string, password: string) => {
    const email = `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@log.test`;
    const res = await post('/api/players/register', { email, password, firstName });
    expect(res.status).toBe(201);
    return { email, id: ((await res.json()) as { user: { id: string } }).user.id };
  };

  beforeAll(async () => {
    running = await gatewayOnMemory({
      ADMIN_USERNAME: 'operator',
      ADMIN_PASSWORD: 'operator-secret-1',
    });
    gateway = running.gateway;
    admin = await login('operator', 'operator-secret-1');
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('is for admins only: 401 signed out, 403 for a player', async () => {
    expect((await api('/api/admin/events')).status).toBe(401);
    const ann = await register('Ann', 'ann-password-1');
    const player = await login(ann.email, 'ann-password-1');
    const refused = await api('/api/admin/events', { token: player });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Admin privileges are required for this action.' });
  });

  it.each([
    ['?after=-1', 'after must be a log position: a whole number, 0 or more (the next of the page before).'],
    ['?after=abc', 'after must be a log position: a whole number, 0 or more (the next of the page before).'],
    ['?after=1&after=2', 'after must be a string.'],
    ['?limit=0', 'limit must be a whole number from 1 to 500.'],
    ['?limit=501', 'limit must be a whole number from 1 to 500.'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 500.'],
    ['?type=NoSuchEvent', 'type must be an event type of the log, such as PickMade; "NoSuchEvent" is not one.'],
    ['?type=', 'type must not be empty.'],
    ['?stream=', 'stream must not be empty.'],
    ['?stream=draft%201', 'stream must be a stream id, such as draft-{id}, without spaces.'],
    [`?stream=${'x'.repeat(301)}`, 'stream must be at most 300 characters.'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const res = await api(`/api/admin/events${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('pages the whole log oldest first with the cursor, each event once, ending with next null', async () => {
    await register('Bea', 'bea-password-1');
    const oneRead = await page('?limit=500');
    expect(oneRead.next).toBeNull();
    const paged = await wholeLog('', 3);
    expect(paged).toEqual(oneRead.events);
    const positions = paged.map((event) => event.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
    const first = await page('?limit=2');
    expect(first.events).toHaveLength(2);
    expect(first.next).toBe(first.events[1].position);
    expect(Object.keys(first.events[0]).sort()).toEqual(['at', 'data', 'position', 'streamId', 'type', 'version']);
  });

  it("filters by stream (that stream's events in order) and by type (those events only)", async () => {
    const cy = await register('Cy', 'cy-password-1');
    await api(`/api/admin/players/${cy.id}/email`, { method: 'PUT', token: admin, body: JSON.stringify({ email: `moved.${cy.email}` }) });
    const stream = await wholeLog(`&stream=player-${cy.id}`, 1);
    expect(stream.map((event) => [event.type, event.version])).toEqual([
      ['PlayerRegistered', 1],
      ['PlayerEmailChanged', 2],
    ]);
    expect(stream.every((event) => event.streamId === `player-${cy.id}`)).toBe(true);
    expect((await page(`?stream=player-${cy.id}&type=PlayerEmailChanged`)).events.map((event) => event.version)).toEqual([2]);
    expect(await page('?stream=player-nobody')).toEqual({ events: [], next: null, names: {} });

    const registered = await wholeLog('&type=PlayerRegistered', 2);
    expect(registered.length).toBeGreaterThanOrEqual(3);
    expect(registered.every((event) => event.type === 'PlayerRegistered')).toBe(true);
    expect(registered.map((event) => (event.data as { playerId: string }).playerId)).toContain(cy.id);
  });

  it('names the drafts and people its events mention beside their ids, read once per request', async () => {
    const gil = await register('Gil', 'gil-password-1');
    expect((await post('/api/admin/seed-contestants', {}, admin)).status).toBe(200);
    const created = await post('/api/drafts', { draftDate: '2026-03-12', turnTimeLimit: 60, showType: 'big_brother' }, admin);
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: string; joinCode: string };
    const ofDraft = await page(`?stream=draft-${draft.id}`);
    expect(ofDraft.events[0]).toMatchObject({ streamId: `draft-${draft.id}`, type: 'DraftCreated' });
    expect(ofDraft.names).toMatchObject({ [draft.id]: `Big Brother #${draft.joinCode}` });
    const ofGil = await page(`?stream=player-${gil.id}`);
    expect(ofGil.names).toEqual({ [gil.id]: 'Gil' });
    const joined = await post('/api/drafts/join', { joinCode: draft.joinCode }, await login(gil.email, 'gil-password-1'));
    expect(joined.status).toBeLessThan(300);
    const join = await page(`?stream=draft-${draft.id}&type=PlayerJoinedDraft`);
    expect(join.events).toHaveLength(1);
    expect(join.names).toEqual({ [draft.id]: `Big Brother #${draft.joinCode}`, [gil.id]: 'Gil' });
  });

  it('finds a correction saved from the points dialog as one, with type PointsCorrected: its events share a correctionId', async () => {
    expect((await post('/api/admin/seed-contestants', {}, admin)).status).toBe(200);
    const cast = (await (await api('/api/contestants', { token: admin })).json()) as { id: string }[];
    const [iris, georgia] = [cast[8].id, cast[6].id];
    const save = (subjectId: string) =>
      api('/api/admin/points/periods/big_brother/7', {
        method: 'PUT',
        token: admin,
        body: JSON.stringify({ entries: [{ subjectId, pointType: 'veto', points: 2 }] }),
      });
    expect((await save(iris)).status).toBe(200);
    const before = await page('?type=PointsCorrected');
    expect(before.events).toEqual([]);
    expect((await save(georgia)).status).toBe(200);
    const corrections = await page('?type=PointsCorrected');
    expect(corrections.events.map((event) => [event.type, (event.data as { subjectId: string }).subjectId])).toEqual([
      ['PointsRemoved', iris],
      ['PointsEntered', georgia],
    ]);
    expect(corrections.events[0].correctionId).toEqual(expect.any(String));
    expect(corrections.events[1].correctionId).toBe(corrections.events[0].correctionId);
    const irisFirst = (await page('?type=PointsEntered')).events.find((event) => (event.data as { subjectId: string }).subjectId === iris);
    expect(irisFirst).toBeDefined();
    expect(irisFirst).not.toHaveProperty('correctionId');
  });

  it('holds no password, password hash or session token in any event', async () => {
    const dee = await register('Dee', 'dee-first-password');
    const deeToken = await login(dee.email, 'dee-first-password');
    const reset = await post(`/api/admin/players/${dee.id}/reset-password`, {}, admin);
    const { temporaryPassword } = (await reset.json()) as { temporaryPassword: string };
    const deeAgain = await login(dee.email, temporaryPassword);
    await api(`/api/admin/players/${dee.id}/email`, { method: 'PUT', token: admin, body: JSON.stringify({ email: `new.${dee.email}` }) });
    await post('/api/auth/logout', {}, deeAgain);
    const secrets = ['dee-first-password', temporaryPassword, 'operator-secret-1', deeToken, deeAgain, admin];
    const hashes = [deeToken, deeAgain, admin].map((token) => createHash('sha256').update(token).digest('hex'));

    const log = await wholeLog('', 100);
    expect(log.map((event) => event.type)).toEqual(expect.arrayContaining(['PlayerRegistered', 'PlayerPasswordReset', 'PlayerEmailChanged', 'AdminCreated']));
    for (const event of log) {
      const text = JSON.stringify(event.data);
      for (const secret of [...secrets, ...hashes]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\$argon2/);
      expect(text).not.toMatch(/"[^"]*(password|token|hash)[^"]*":/i);
    }
  });

  it('tells admins following the topic `log` of every new event; players may not follow it', async () => {
    const player = await login((await register('Eve', 'eve-password-1')).email, 'eve-password-1');
    const refused = await api('/api/push?topics=log', { token: player });
    expect(refused.status).toBe(403);
    await refused.body?.cancel();

    const stream = follow(`${gateway.url}/api/push?topics=log`, admin);
    const hello = await stream.waitFor((message) => message.event === 'hello');
    const fay = await register('Fay', 'fay-password-1');
    const notice = await stream.waitFor((message) => message.event === 'change');
    expect(notice.data.topics).toEqual(['log']);
    stream.close();
    const news = await page(`?after=${hello.data.position}`);
    expect(news.events.some((event) => event.streamId === `player-${fay.id}`)).toBe(true);
  });
});
