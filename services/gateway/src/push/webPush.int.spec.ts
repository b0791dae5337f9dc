/**
 * Web Push at the protocol's level (docs/notifications.md): the whole app on a port, a push service
 * on 127.0.0.1 named in PUSH_ENDPOINT_HOSTS, and browsers' subscriptions made here with their own
 * P-256 keys and auth secrets. Each push must carry a VAPID JWT that verifies against the app's
 * public key (RFC 8292) and a body that decrypts (RFC 8291) to the notice.
 */
import type { DraftRoom } from '@reality-draft/events';
import type { RunningGateway } from '../gateway';
import { gatewayOnMemory, type GatewayOnFiles } from '../../test/gatewayOnFiles';
import { follow } from '../../test/sseClient';
import { decryptPush, startPushReceiver, verifiedVapidClaims, type PushReceiver, type TestDevice } from '../../test/pushReceiver';

jest.setTimeout(60_000);

interface Player {
  id: string;
  token: string;
  device: TestDevice;
}

describe('Web Push, as a push service and a browser see it', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  let receiver: PushReceiver;
  let admin: string;
  let publicKey: string;
  const api = (pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${gateway.url}${pathname}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
  const json = async <T>(res: Response, status: number): Promise<T> => {
    const body = res.status === 204 ? undefined : await res.json();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(body)}`);
    return body as T;
  };
  const login = async (emailOrUsername: string, password: string) =>
    (await json<{ sessionToken: string }>(await api('/api/auth/login', { method: 'POST', body: { emailOrUsername, password } }), 200)).sessionToken;

  let registered = 0;
  /** A player signed in on a browser that subscribed to push. */
  const subscribedPlayer = async (firstName: string): Promise<Player> => {
    registered += 1;
    const email = `push${registered}@example.test`;
    const { user } = await json<{ user: { id: string } }>(
      await api('/api/players/register', { method: 'POST', body: { email, password: 'player-pass', firstName } }),
      201,
    );
    const token = await login(email, 'player-pass');
    const device = receiver.device(`${firstName.toLowerCase()}-${registered}`);
    await json(await api('/api/push/subscriptions', { method: 'POST', token, body: device.subscription }), 201);
    return { id: user.id, token, device };
  };

  /** A survivor draft with these players joined, `turnTimeLimit` seconds a turn; `startsAt` sets a start time. */
  const draftWith = async (players: Player[], turnTimeLimit: number, startsAt?: string) => {
    const draft = await json<{ id: string; joinCode: string }>(
      await api('/api/drafts', {
        method: 'POST',
        token: admin,
        body: { draftDate: '2026-12-02', showType: 'survivor', turnTimeLimit, ...(startsAt && { startsAt }) },
      }),
      201,
    );
    for (const player of players) await json(await api('/api/drafts/join', { method: 'POST', token: player.token, body: { joinCode: draft.joinCode } }), 200);
    return draft;
  };

  beforeAll(async () => {
    receiver = await startPushReceiver();
    running = await gatewayOnMemory({
      ADMIN_USERNAME: 'commish',
      ADMIN_PASSWORD: 'admin-secret-1',
      PUSH_ENDPOINT_HOSTS: receiver.host,
      VAPID_SUBJECT: 'mailto:ops@reality-draft.example',
    });
    gateway = running.gateway;
    admin = await login('commish', 'admin-secret-1');
    await json(await api('/api/admin/seed-survivor-contestants', { method: 'POST', token: admin }), 200);
    publicKey = (await json<{ publicKey: string }>(await api('/api/push/vapid-public-key'), 200)).publicKey;
  });
  afterAll(async () => {
    await running?.stop();
    await receiver?.close();
  });

  it('gives the application server key: an uncompressed P-256 point, base64url', () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
  });

  it('sends your-turn to the player on the clock within 2 s of the start, signed and encrypted; then auto-picked when the clock picks for them; a 410 removes a device', async () => {
    const [ann, ben] = [await subscribedPlayer('Ann'), await subscribedPlayer('Ben')];
    const draft = await draftWith([ann, ben], 10);
    const startedAt = Date.now();
    const { draft: room } = await json<{ draft: { currentPlayerId: string } }>(
      await api(`/api/drafts/${draft.id}/start`, { method: 'POST', token: admin, body: {} }),
      200,
    );
    const [first, second] = room.currentPlayerId === ann.id ? [ann, ben] : [ben, ann];

    const { push, payload } = await receiver.waitFor(first.device.path, (p) => p.type === 'your-turn' && p.draftId === draft.id, 2_000);
    expect(push.at - startedAt).toBeLessThan(2_000);
    expect(payload).toMatchObject({ type: 'your-turn', draftId: draft.id, url: `/draft/${draft.id}`, pickNumber: 1, tag: `your-turn:${draft.id}` });
    expect(payload.title).toBe(`Survivor #${draft.joinCode}`);
    expect(payload.secondsLeft).toBeGreaterThanOrEqual(9);
    expect(payload.body).toMatch(/^You're on the clock: pick 1, 0:(09|10) left$/);
    const claims = verifiedVapidClaims(push.headers.authorization, publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe('mailto:ops@reality-draft.example');
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.urgency).toBe('high');
    await receiver.waitFor(second.device.path, (p) => p.type === 'up-next' && p.pickNumber === 2, 2_000);
    await receiver.waitFor(second.device.path, (p) => p.type === 'draft-started', 2_000);

    // The second player's push service now says the subscription is gone.
    receiver.answer.set(second.device.path, 410);
    const gone = Date.now();
    // The first player lets the clock run out (10 s and the grace): the timer picks, and says so.
    const { payload: picked } = await receiver.waitFor(first.device.path, (p) => p.type === 'auto-picked', 16_000);
    expect(picked).toMatchObject({ draftId: draft.id, pickNumber: 1, url: `/draft/${draft.id}` });
    expect(typeof picked.itemLabel).toBe('string');
    expect(picked.body).toBe(`Pick 1 was made for you: ${String(picked.itemLabel)}`);
    // The second player's your-turn met the 410; the next pushes meant for them go nowhere.
    await receiver.waitFor(second.device.path, (p) => p.type === 'your-turn' && p.pickNumber === 2, 2_000, gone);
    const sentBefore = receiver.received.filter((push) => push.path === second.device.path).length;
    const now = await json<DraftRoom>(await api(`/api/drafts/${draft.id}`, { token: second.token }), 200);
    expect(now.draft.currentPlayerId).toBe(second.id);
    const cast = await json<{ id: string }[]>(await api('/api/survivor-contestants', { token: second.token }), 200);
    const taken = new Set(now.picks.map((pick) => pick.survivorContestantId));
    const free = cast.find((member) => !taken.has(member.id))!;
    // Pick 2 puts the same player on the clock for pick 3 (the snake turns): a your-turn they would have had.
    await json(await api(`/api/drafts/${draft.id}/pick`, { method: 'POST', token: second.token, body: { contestantId: free.id } }), 200);
    await receiver.waitFor(first.device.path, (p) => p.type === 'up-next' && p.pickNumber === 4, 2_000);
    expect(receiver.received.filter((push) => push.path === second.device.path)).toHaveLength(sentBefore);
  });

  it('sends draft-starts-soon 10 minutes before a scheduled start, once', async () => {
    const [cat, dan] = [await subscribedPlayer('Cat'), await subscribedPlayer('Dan')];
    const startsAt = new Date(Date.now() + 10 * 60_000 + 1_500).toISOString();
    const draft = await draftWith([cat, dan], 60, startsAt);
    const { push, payload } = await receiver.waitFor(cat.device.path, (p) => p.type === 'draft-starts-soon' && p.draftId === draft.id, 4_000);
    expect(payload).toMatchObject({ url: `/draft/${draft.id}`, startsAt, body: 'Your Survivor draft starts in 10 minutes' });
    expect(verifiedVapidClaims(push.headers.authorization, publicKey).aud).toBe(receiver.origin);
    await receiver.waitFor(dan.device.path, (p) => p.type === 'draft-starts-soon' && p.draftId === draft.id, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.filter((p) => p.path === cat.device.path)).toHaveLength(1);
  });

  it("sends 'Episode 1 recap is in' to the players of each started league of the show when its results are saved, once for a run of saves", async () => {
    const [fay, gus] = [await subscribedPlayer('Fay'), await subscribedPlayer('Gus')];
    const draft = await draftWith([fay, gus], 60);
    await json(await api(`/api/drafts/${draft.id}/start`, { method: 'POST', token: admin, body: {} }), 200);
    const cast = await json<{ id: string }[]>(await api('/api/survivor-contestants', { token: admin }), 200);
    const savedAt = Date.now();
    await json(
      await api('/api/admin/points/periods/survivor/1', {
        method: 'PUT',
        token: admin,
        body: { entries: [{ subjectId: cast[0].id, pointType: 'immunity', points: 3 }] },
      }),
      200,
    );
    const { push, payload } = await receiver.waitFor(fay.device.path, (p) => p.type === 'recap-in', 4_000, savedAt);
    expect(payload).toMatchObject({ draftId: draft.id, period: 1, url: `/league/${draft.id}`, body: 'Episode 1 recap is in', tag: `recap-in:${draft.id}:1` });
    expect(verifiedVapidClaims(push.headers.authorization, publicKey).aud).toBe(receiver.origin);
    await receiver.waitFor(gus.device.path, (p) => p.type === 'recap-in' && p.draftId === draft.id, 2_000, savedAt);
    // The spec's client saves entry by entry: the next entry of the same episode pushes nothing more.
    await json(
      await api('/api/contestant-point-totals-table', {
        method: 'POST',
        token: admin,
        body: { contestantId: cast[1].id, episode: 1, points: 2, pointType: 'immunity' },
      }),
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recapPushes = receiver.received.filter((each) => each.path === fay.device.path && decryptPush(fay.device, each).type === 'recap-in');
    expect(recapPushes).toHaveLength(1);
  });

  it("tells a trade's players of each step, and a claimant how the claim settled", async () => {
    const [hal, ida] = [await subscribedPlayer('Hal'), await subscribedPlayer('Ida')];
    const draft = await draftWith([hal, ida], 60);
    await json(await api(`/api/drafts/${draft.id}/start`, { method: 'POST', token: admin, body: {} }), 200);
    const cast = await json<{ id: string }[]>(await api('/api/survivor-contestants', { token: admin }), 200);
    for (;;) {
      const room = await json<DraftRoom>(await api(`/api/drafts/${draft.id}`, { token: admin }), 200);
      if (room.draft.status === 'completed') break;
      const taken = new Set(room.picks.map((pick) => pick.survivorContestantId));
      const picker = room.draft.currentPlayerId === hal.id ? hal : ida;
      const free = cast.find((member) => !taken.has(member.id))!;
      await json(await api(`/api/drafts/${draft.id}/pick`, { method: 'POST', token: picker.token, body: { contestantId: free.id } }), 200);
    }
    const picks = await json<{ contestantId: string; playerId: string }[]>(await api('/api/user/picks', { token: hal.token }), 200);
    const idas = await json<{ contestantId: string }[]>(await api('/api/user/picks', { token: ida.token }), 200);
    const since = Date.now();
    const trade = await json<{ id: string }>(
      await api(`/api/drafts/${draft.id}/trades`, {
        method: 'POST',
        token: hal.token,
        body: { toPlayerId: ida.id, give: [picks[0].contestantId], get: [idas[0].contestantId] },
      }),
      201,
    );
    const { payload: offer } = await receiver.waitFor(ida.device.path, (p) => p.type === 'trade' && p.tradeId === trade.id, 4_000, since);
    expect(offer).toMatchObject({
      status: 'proposed',
      url: `/league/${draft.id}`,
      tag: `trade:${trade.id}`,
      body: 'You have a trade offer: open the league to answer it',
    });
    await json(await api(`/api/drafts/${draft.id}/trades/${trade.id}/accept`, { method: 'POST', token: ida.token, body: {} }), 200);
    await receiver.waitFor(hal.device.path, (p) => p.type === 'trade' && p.status === 'accepted', 4_000, since);

    // Hal's other pick goes home in episode 1; with no claim window his claim settles at once.
    await json(await api(`/api/admin/drafts/${draft.id}/rules`, { method: 'PUT', token: admin, body: { replacements: { claimHours: 0 } } }), 200);
    await json(await api(`/api/contestants/${picks[1].contestantId}/eliminate`, { method: 'PUT', token: admin, body: { eliminated: true, period: 1 } }), 200);
    const held = new Set([...picks, ...idas].map((pick) => pick.contestantId));
    const free = cast.find((member) => !held.has(member.id))!;
    await json(
      await api(`/api/drafts/${draft.id}/replacements`, { method: 'POST', token: hal.token, body: { dropItemId: picks[1].contestantId, addItemId: free.id } }),
      202,
    );
    const { payload: settled } = await receiver.waitFor(hal.device.path, (p) => p.type === 'claim-settled', 4_000, since);
    expect(settled).toMatchObject({ won: true, url: `/league/${draft.id}` });
    expect(settled.body).toMatch(/^Your claim won: .+ replaces .+ on your roster from episode 2$/);
    await json(await api(`/api/contestants/${picks[1].contestantId}/eliminate`, { method: 'PUT', token: admin, body: { eliminated: false } }), 200);
  });

  it('keeps a device once (200 for the same endpoint), forgets it on DELETE, and refuses endpoints it must not POST to', async () => {
    const eve = await subscribedPlayer('Eve');
    await json(await api('/api/push/subscriptions', { method: 'POST', token: eve.token, body: eve.device.subscription }), 200);
    const refused = [
      'http://push.example.com/send/1', // http, a host not named
      `https://${receiver.host}.example/send/1`, // an unknown host
      'https://fcm.googleapis.com/fcm/send/1', // a push service, but PUSH_ENDPOINT_HOSTS replaced the list
      'not a url',
      `http://user:pw@${receiver.host}/push/x`, // credentials in it
    ];
    for (const endpoint of refused) {
      const res = await api('/api/push/subscriptions', { method: 'POST', token: eve.token, body: { ...eve.device.subscription, endpoint } });
      const body = await json<{ message: string; errors: unknown[] }>(res, 400);
      expect(body.message).toMatch(/must be an https: URL of a browser push service/);
    }
    await json(await api('/api/push/subscriptions', { method: 'DELETE', token: eve.token, body: { endpoint: eve.device.subscription.endpoint } }), 204);
    await json(await api('/api/push/subscriptions', { method: 'POST', token: eve.token, body: eve.device.subscription }), 201);
  });

  it('serves the push stream at /api/push beside the notifier’s /api/push/… routes', async () => {
    const stream = follow(`${gateway.url}/api/push?topics=drafts`, admin);
    expect((await stream.opened).headers.get('content-type')).toContain('text/event-stream');
    await stream.waitFor((m) => m.event === 'hello');
    stream.close();
    expect((await api('/api/push/vapid-public-key')).status).toBe(200);
    expect((await api('/api/push/subscriptions', { method: 'POST', body: {} })).status).toBe(401);
  });
});
