import { bearer, type DraftsHarness, eventually, eachTestOnAFreshCast } from '../../test/draftsHarness';
import type { ManualClock } from '../../test/manualClock';

// docs/drafts.md#scheduled-start, through the routes, with the turn clock on a clock the test moves.

let h: DraftsHarness;
let clock: ManualClock;
let admin: string;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

eachTestOnAFreshCast((fresh) => ({ h, admin, clock } = fresh), { clock: 'turns' });

const EIGHT_PM_PARIS = '2026-11-21T22:00:00+01:00'; // 21:00Z, an hour ahead
const schedule = (draftId: string, startsAt: unknown, token = admin) =>
  h.http().put(`/api/admin/drafts/${draftId}/schedule`).set(bearer(token)).send({ startsAt });
const summaryOf = async (draftId: string) =>
  (await h.http().get('/api/admin/drafts').set(bearer(admin)).expect(200)).body.find((d: { id: string }) => d.id === draftId);

async function lobby(players = 2) {
  const draft = await h.createDraft(admin);
  const joined = [];
  for (const name of ['Ann', 'Ben', 'Cy'].slice(0, players)) {
    const player = await h.player(name);
    await h.join(player.token, draft.joinCode);
    joined.push(player);
  }
  return { draft, players: joined };
}

describe('a start time in the create body (POST /api/drafts startsAt)', () => {
  it('is answered and listed as the draft start time (UTC), and the clock starts the draft then, within 1 s', async () => {
    const { body: created } = await h
      .http()
      .post('/api/drafts')
      .set(bearer(admin))
      .send({ draftDate: '2026-11-21', showType: 'amazing_race', startsAt: EIGHT_PM_PARIS })
      .expect(201);
    expect(created).toMatchObject({ status: 'pending', startsAt: '2026-11-21T21:00:00.000Z', startKind: 'schedule', missedStart: null, autoPickPlayerIds: [] });
    for (const name of ['Ann', 'Ben']) await h.join((await h.player(name)).token, created.joinCode);
    const ann = await h.player('Cat');
    await h.join(ann.token, created.joinCode);
    const [card] = (await h.http().get('/api/user/drafts').set(bearer(ann.token)).expect(200)).body;
    expect(card).toMatchObject({ startsAt: '2026-11-21T21:00:00.000Z', startKind: 'schedule' });
    await eventually(
      async () => clock.pendingAlarms(),
      (count) => count > 0,
    );
    clock.advance(3_599_900);
    await settle();
    expect((await summaryOf(created.id)).status).toBe('pending');
    clock.advance(100);
    const room = await eventually(
      () => h.room(admin, created.id),
      (r) => r.draft.status === 'active',
    );
    expect(room.draft).toMatchObject({ startsAt: null, startKind: null, currentTurn: 1, turnStartTime: '2026-11-21T21:00:00.000Z' });
    expect(room.activity.map((line: { kind: string }) => line.kind)).toEqual(['started']);
  });

  it('refuses a time without an offset (400), one that is not a time (400), and a past time (422); nothing is created', async () => {
    const create = (startsAt: string) => h.http().post('/api/drafts').set(bearer(admin)).send({ draftDate: '2026-11-21', showType: 'amazing_race', startsAt });
    expect((await create('2026-11-21T22:00:00').expect(400)).body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    await create('2026-02-30T22:00:00Z').expect(400);
    await create('tomorrow').expect(400);
    expect((await create('2026-11-21T19:59:00Z').expect(422)).body.message).toMatch(/has passed/);
    expect((await h.http().get('/api/admin/drafts').set(bearer(admin))).body).toEqual([]);
  });
});

describe('PUT /api/admin/drafts/{id}/schedule', () => {
  it('sets the time and answers the draft summary; null takes it away and the draft does not start', async () => {
    const { draft } = await lobby();
    const { body } = await schedule(draft.id, EIGHT_PM_PARIS).expect(200);
    expect(body).toMatchObject({ id: draft.id, status: 'pending', startsAt: '2026-11-21T21:00:00.000Z', startKind: 'schedule' });
    const { body: cleared } = await schedule(draft.id, null).expect(200);
    expect(cleared).toMatchObject({ startsAt: null, startKind: null });
    clock.advance(3_700_000);
    await settle();
    expect((await summaryOf(draft.id)).status).toBe('pending');
  });

  it('a draft that cannot start then stays waiting, and its summary says why for the dashboard', async () => {
    const { draft } = await lobby(1);
    await schedule(draft.id, '2026-11-21T20:30:00Z').expect(200);
    clock.advance(30 * 60_000);
    const summary = await eventually(
      () => summaryOf(draft.id),
      (s) => s.missedStart !== null,
    );
    expect(summary).toMatchObject({
      status: 'pending',
      startsAt: null,
      startKind: null,
      missedStart: { scheduledFor: '2026-11-21T20:30:00.000Z', playerCount: 1, reason: 'At least 2 participants are needed to start the draft.' },
    });
    const room = await h.room(admin, draft.id);
    expect(room.activity.at(-1)).toMatchObject({ kind: 'startMissed', scheduledFor: '2026-11-21T20:30:00.000Z', playerCount: 1 });
    // A new time clears it.
    expect((await schedule(draft.id, EIGHT_PM_PARIS).expect(200)).body.missedStart).toBeNull();
  });

  it('"Start in 10 s" while a later time waits replaces it: the draft starts 10 s later', async () => {
    const { draft } = await lobby();
    await schedule(draft.id, EIGHT_PM_PARIS).expect(200);
    const { body } = await h.http().post(`/api/drafts/${draft.id}/start-countdown`).set(bearer(admin)).expect(200);
    expect(body.draft).toMatchObject({ startsAt: '2026-11-21T20:00:10.000Z', startKind: 'countdown' });
    await schedule(draft.id, EIGHT_PM_PARIS).expect(422);
    clock.advance(10_000);
    await eventually(
      () => summaryOf(draft.id),
      (s) => s.status === 'active',
    );
  });

  it('refuses: no session 401, a player or another admin 403, unknown draft 404, no offset 400, past 422, started 422', async () => {
    const { draft, players } = await lobby();
    await h.http().put(`/api/admin/drafts/${draft.id}/schedule`).send({ startsAt: EIGHT_PM_PARIS }).expect(401);
    await schedule(draft.id, EIGHT_PM_PARIS, players[0].token).expect(403);
    await schedule(draft.id, EIGHT_PM_PARIS, await h.otherAdminToken()).expect(403);
    await schedule('no-such-draft', EIGHT_PM_PARIS).expect(404);
    await schedule(draft.id, '2026-11-21T22:00').expect(400);
    await h.http().put(`/api/admin/drafts/${draft.id}/schedule`).set(bearer(admin)).send({}).expect(400);
    expect((await schedule(draft.id, '2026-11-21T19:00:00Z').expect(422)).body.message).toMatch(/has passed/);
    await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
    expect((await schedule(draft.id, EIGHT_PM_PARIS).expect(422)).body.message).toMatch(/already started/);
    await schedule(draft.id, null).expect(422);
    expect((await summaryOf(draft.id)).startsAt).toBeNull();
  });
});
