import { applyRoomChange, type DraftRoom, type DraftRoomChange } from '@reality-draft/events';
import type { RunningGateway } from '../gateway';
import { gatewayApi, gatewayOnMemory, type GatewayOnFiles } from '../../test/gatewayOnFiles';
import { follow } from '../../test/sseClient';

describe('push stream', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  let admin: string;
  const api = gatewayApi(() => gateway);

  beforeAll(async () => {
    // DEMO=1 for a second admin (the demo admin) who watches others' drafts.
    running = await gatewayOnMemory({
      ADMIN_USERNAME: 'commish',
      ADMIN_PASSWORD: 'admin-secret-1',
      DEMO: '1',
    });
    gateway = running.gateway;
    const login = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ emailOrUsername: 'commish', password: 'admin-secret-1' }) });
    admin = ((await login.json()) as { sessionToken: string }).sessionToken;
    // A draft needs a cast to pick from.
    expect((await api('/api/admin/seed-survivor-contestants', { method: 'POST', token: admin })).status).toBe(200);
  });
  afterAll(async () => {
    await running?.stop();
  });

  const createDraft = async () => {
    const res = await api('/api/drafts', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ draftDate: '2026-11-21', showType: 'survivor', turnTimeLimit: 60 }),
    });
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

  it("names a room's stream version (as the room's answers show it), and none for a list", async () => {
    const draft = await createDraft();
    const stream = follow(`${gateway.url}/api/push?topics=drafts,draft:${draft.id}`, admin);
    await stream.waitFor((m) => m.event === 'hello');
    const room = (await (await api(`/api/drafts/${draft.id}`, { token: admin })).json()) as { draft: { version: number } };
    expect(room.draft.version).toBe(1);
    await api(`/api/admin/drafts/${draft.id}`, { method: 'DELETE', token: admin });
    const change = await stream.waitFor((m) => m.event === 'change');
    expect(change.data.topics).toEqual(['drafts', `draft:${draft.id}`]);
    expect(change.data.versions).toEqual({ [`draft:${draft.id}`]: 2 });
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

  it("answers HEAD at once without opening a stream or holding one of the person's stream slots", async () => {
    const heads = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${gateway.url}/api/push?topics=drafts`, { method: 'HEAD', headers: { authorization: `Bearer ${admin}` }, signal: AbortSignal.timeout(3000) }),
      ),
    );
    for (const head of heads) {
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toContain('text/event-stream');
      expect(await head.text()).toBe('');
    }
    expect((await fetch(`${gateway.url}/api/push?topics=drafts`, { method: 'HEAD', signal: AbortSignal.timeout(3000) })).status).toBe(401);
    const streams = Array.from({ length: 8 }, () => follow(`${gateway.url}/api/push?topics=drafts`, admin));
    await Promise.all(streams.map((stream) => stream.waitFor((m) => m.event === 'hello')));
    streams.forEach((stream) => stream.close());
  });

  describe('who may follow a draft', () => {
    const login = async (emailOrUsername: string, password: string) => {
      const res = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ emailOrUsername, password }) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { sessionToken: string }).sessionToken;
    };
    let registered = 0;
    const newPlayer = async () => {
      registered += 1;
      const email = `follower${registered}@example.test`;
      const res = await api('/api/players/register', { method: 'POST', body: JSON.stringify({ email, password: 'player-pass', firstName: 'Fay' }) });
      expect(res.status).toBe(201);
      return login(email, 'player-pass');
    };
    /** The answer to opening a stream: the status, the message of a refusal, and the stream closed again. */
    const open = async (topics: string, token: string) => {
      const res = await fetch(`${gateway.url}/api/push?topics=${encodeURIComponent(topics)}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(3000),
      });
      const message = res.ok ? undefined : ((await res.json()) as { message: string }).message;
      if (res.ok) await res.body!.cancel();
      return { status: res.status, message };
    };

    let draftId: string;
    let joinCode: string;
    let participant: string;
    beforeAll(async () => {
      const res = await api('/api/drafts', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ draftDate: '2026-11-21', showType: 'survivor', turnTimeLimit: 60 }),
      });
      ({ id: draftId, joinCode } = (await res.json()) as { id: string; joinCode: string });
      participant = await newPlayer();
      expect((await api('/api/drafts/join', { method: 'POST', token: participant, body: JSON.stringify({ joinCode }) })).status).toBe(200);
    });

    it('refuses a player who is not in the draft with 403, and the whole request with it', async () => {
      const outsider = await newPlayer();
      for (const topics of [`draft:${draftId}`, `drafts,catalog,draft:${draftId}`]) {
        const refused = await open(topics, outsider);
        expect(refused.status).toBe(403);
        expect(refused.message).toMatch(new RegExp(`draft:${draftId}`));
      }
      const head = await fetch(`${gateway.url}/api/push?topics=draft:${draftId}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${outsider}` },
        signal: AbortSignal.timeout(3000),
      });
      expect(head.status).toBe(403);
      expect((await open('drafts,catalog,picks', outsider)).status).toBe(200);
    });

    it('lets a participant follow the draft, and hear its changes', async () => {
      expect((await open(`draft:${draftId},drafts,catalog,picks`, participant)).status).toBe(200);
      const stream = follow(`${gateway.url}/api/push?topics=draft:${draftId}`, participant);
      await stream.waitFor((m) => m.event === 'hello');
      await api('/api/drafts/join', { method: 'POST', token: await newPlayer(), body: JSON.stringify({ joinCode }) });
      expect((await stream.waitFor((m) => m.event === 'change')).data.topics).toEqual([`draft:${draftId}`]);
      stream.close();
    });

    it('lets the owner admin and another admin (who watches read-only) follow it', async () => {
      const otherAdmin = await login('demo-admin', 'draft-demo-2026');
      expect((await open(`draft:${draftId}`, admin)).status).toBe(200);
      expect((await open(`draft:${draftId}`, otherAdmin)).status).toBe(200);
    });

    it("carries a pick's change to the other seats: applied to the room they hold, it is the room the server shows; nothing private", async () => {
      const created = await api('/api/drafts', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ draftDate: '2026-11-21', showType: 'survivor', turnTimeLimit: 60 }),
      });
      const draft = (await created.json()) as { id: string; joinCode: string };
      const seats = [await newPlayer(), await newPlayer()];
      for (const token of seats) await api('/api/drafts/join', { method: 'POST', token, body: JSON.stringify({ joinCode: draft.joinCode }) });
      expect((await api(`/api/drafts/${draft.id}/start`, { method: 'POST', token: admin })).status).toBe(200);
      const streams = seats.map((token) => follow(`${gateway.url}/api/push?topics=draft:${draft.id}`, token));
      await Promise.all(streams.map((stream) => stream.waitFor((m) => m.event === 'hello')));
      // Each seat's own room (e-mails are masked per viewer), held before the pick.
      const held = await Promise.all(seats.map(async (token) => (await (await api(`/api/drafts/${draft.id}`, { token })).json()) as DraftRoom));
      const [contestant] = (await (await api(`/api/drafts/${draft.id}/available-teams`, { token: seats[0] })).json()) as Array<{ id: string }>;
      const pick = (token: string) => api(`/api/drafts/${draft.id}/pick`, { method: 'POST', token, body: JSON.stringify({ contestantId: contestant.id }) });
      // Whoever is on the clock picks; the other seat hears it.
      const other = (await pick(seats[0])).status === 200 ? 1 : 0;
      if (other === 0) expect((await pick(seats[1])).status).toBe(200);
      const notice = await streams[other].waitFor((m) => m.event === 'change' && Boolean(m.data.changes));
      const change = notice.data.changes![`draft:${draft.id}`] as DraftRoomChange;
      expect(change.from).toBe(held[other].draft.version);
      expect(change.picks.map((p) => [p.pickNumber, p.contestantId])).toEqual([[1, contestant.id]]);
      expect(JSON.stringify(notice.data)).not.toMatch(/@example\.test|itemIds/);
      const shown = (await (await api(`/api/drafts/${draft.id}`, { token: seats[other] })).json()) as DraftRoom;
      const applied = applyRoomChange(held[other], change)!;
      expect({ ...applied, draft: { ...applied.draft, serverTime: '' } }).toEqual({ ...shown, draft: { ...shown.draft, serverTime: '' } });
      streams.forEach((stream) => stream.close());
    });

    it('refuses an unknown draft id, a deleted draft and an unknown topic with 403', async () => {
      const player = await newPlayer();
      for (const token of [admin, player]) {
        const unknown = await open('draft:no-such-draft', token);
        expect(unknown.status).toBe(403);
        expect(unknown.message).toEqual(expect.any(String));
        expect((await open('weather', token)).status).toBe(403);
        expect((await open('drafts,weather:today', token)).status).toBe(403);
      }
      const doomed = await createDraft();
      expect((await open(`draft:${doomed.id}`, admin)).status).toBe(200);
      await api(`/api/admin/drafts/${doomed.id}`, { method: 'DELETE', token: admin });
      expect((await open(`draft:${doomed.id}`, admin)).status).toBe(403);
    });
  });

  it('refuses signed-out callers and malformed topics', async () => {
    expect((await api('/api/push?topics=drafts')).status).toBe(401);
    for (const topics of [
      '',
      'Drafts!',
      Array.from({ length: 21 }, (_, i) => `t${i}`)
        .join(',')
        .replace(/\d/g, 'x'),
    ]) {
      const res = await api(`/api/push?topics=${encodeURIComponent(topics)}`, { token: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
  });
});
