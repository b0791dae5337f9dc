import type { RunningGateway } from '../gateway';
import { gatewayApi, gatewayOnMemory, type GatewayOnFiles } from '../../test/gatewayOnFiles';
import { follow } from '../../test/sseClient';

/** GET /api/drafts/:id/presence: who has a draft room open (a push stream on its topic), told live. */
describe('presence in a draft room', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  let admin: string;
  let draftId: string;
  let ann: { id: string; token: string };
  let ben: { id: string; token: string };
  const api = gatewayApi(() => gateway);
  const login = async (emailOrUsername: string, password: string) => {
    const res = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ emailOrUsername, password }) });
    return ((await res.json()) as { sessionToken: string }).sessionToken;
  };
  let registered = 0;
  const newPlayer = async (firstName: string) => {
    registered += 1;
    const email = `present${registered}@example.test`;
    const res = await api('/api/players/register', { method: 'POST', body: JSON.stringify({ email, password: 'player-pass', firstName }) });
    const id = ((await res.json()) as { user: { id: string } }).user.id;
    return { id, token: await login(email, 'player-pass') };
  };
  const presence = async (token?: string) => {
    const res = await api(`/api/drafts/${draftId}/presence`, { token });
    return { status: res.status, body: (await res.json()) as { present?: string[]; message?: string } };
  };
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('condition never held');
  };

  beforeAll(async () => {
    running = await gatewayOnMemory({ ADMIN_USERNAME: 'commish', ADMIN_PASSWORD: 'admin-secret-1' });
    gateway = running.gateway;
    admin = await login('commish', 'admin-secret-1');
    expect((await api('/api/admin/seed-survivor-contestants', { method: 'POST', token: admin })).status).toBe(200);
    const res = await api('/api/drafts', { method: 'POST', token: admin, body: JSON.stringify({ draftDate: '2026-11-21', showType: 'survivor' }) });
    const draft = (await res.json()) as { id: string; joinCode: string };
    draftId = draft.id;
    [ann, ben] = [await newPlayer('Ann'), await newPlayer('Ben')];
    for (const player of [ann, ben]) {
      expect((await api('/api/drafts/join', { method: 'POST', token: player.token, body: JSON.stringify({ joinCode: draft.joinCode }) })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('refuses a caller without a session (401) and a player outside the draft (403)', async () => {
    expect((await presence()).status).toBe(401);
    const outsider = await newPlayer('Olly');
    const refused = await presence(outsider.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You don't have access to this draft.");
    const unknown = await api('/api/drafts/00000000-0000-4000-8000-000000000000/presence', { token: admin });
    expect(unknown.status).toBe(403);
  });

  it('lists who holds a stream on the room, each once, and tells the others as people come and go', async () => {
    expect((await presence(admin)).body.present).toEqual([]);
    const annRoom = follow(`${gateway.url}/api/push?topics=draft:${draftId}`, ann.token);
    await annRoom.waitFor((m) => m.event === 'hello');
    const annLists = follow(`${gateway.url}/api/push?topics=drafts`, ann.token);
    await annLists.waitFor((m) => m.event === 'hello');
    await eventually(async () => (await presence(ben.token)).body.present?.join() === ann.id);

    const benRoom = follow(`${gateway.url}/api/push?topics=draft:${draftId},drafts`, ben.token);
    await benRoom.waitFor((m) => m.event === 'hello');
    // Ann, in the room, hears that someone arrived; no id, since the log did not move.
    const arrived = await annRoom.waitFor((m) => m.event === 'change');
    expect(arrived.data.topics).toEqual([`draft:${draftId}`]);
    expect(arrived.id).toBeUndefined();
    expect((await presence(admin)).body.present).toEqual([ann.id, ben.id].sort());

    // A second tab of Ben's changes no one's presence: no notice.
    const benSecondTab = follow(`${gateway.url}/api/push?topics=draft:${draftId}`, ben.token);
    await benSecondTab.waitFor((m) => m.event === 'hello');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(annRoom.messages.filter((m) => m.event === 'change')).toHaveLength(1);

    benRoom.close();
    benSecondTab.close();
    await annRoom.waitFor((m) => m.event === 'change' && annRoom.messages.filter((n) => n.event === 'change').length === 2);
    await eventually(async () => (await presence(admin)).body.present?.join() === ann.id);
    // A stream on the drafts list only is not "in the room".
    annRoom.close();
    await eventually(async () => (await presence(admin)).body.present?.length === 0);
    annLists.close();
  });
});
