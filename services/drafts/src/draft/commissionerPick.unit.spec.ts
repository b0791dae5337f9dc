import { type DraftEvent } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import { bearer, type DraftsHarness, eachTestOnAFreshCast } from '../../test/draftsHarness';
import type { DraftCommand } from './commands';
import { draftDecider } from './decide';
import { draftFixtures, tenTeams } from '../../test/draftFixtures';

// docs/drafts.md#commissioner-pick
const { at, iso, lobby } = draftFixtures();
const cast = tenTeams(['t9']);

const live = [...lobby, { type: 'DraftStarted', data: { draftId: 'd1', order: ['p2', 'p1'], startedBy: 'admin', startedAt: iso(0) } } as DraftEvent];

const given = DeciderSpecification.for(draftDecider);
const commish = (itemId: string, adminId = 'admin', extra: Partial<DraftCommand> = {}): DraftCommand =>
  ({ type: 'MakePick', playerId: null, itemId, source: 'commissioner', adminId, cast, queue: [], now: at(20), ...extra }) as DraftCommand;

describe('the commissioner’s pick (decider)', () => {
  it('picks the named item for whoever is on the clock, recording who picked; not an auto-pick', () => {
    expect(given(live).when(commish('t3')).events).toEqual([
      {
        type: 'PickMade',
        data: {
          draftId: 'd1',
          pickNumber: 1,
          round: 1,
          playerId: 'p2',
          itemId: 't3',
          label: 'Team 3',
          auto: false,
          source: 'commissioner',
          fromQueue: false,
          pickedAt: iso(20),
          pickedBy: 'admin',
        },
      },
    ]);
  });

  it('refuses another admin (403), no one on the clock (409), a taken item (409), an unknown one (404), an eliminated one (422), a pause (422)', () => {
    expect(given(live).when(commish('t3', 'rival')).error?.status).toBe(403);
    expect(given(lobby).when(commish('t3')).error).toMatchObject({ status: 409, message: 'No one is on the clock.' });
    const done: DraftEvent = { type: 'DraftCompleted', data: { draftId: 'd1', completedAt: iso(9), reason: 'no_items_left' } };
    expect(given([...live, done]).when(commish('t3')).error).toMatchObject({ status: 409, message: 'No one is on the clock.' });
    const first = given(live).when(commish('t3')).events;
    expect(given([...live, ...first]).when(commish('t3')).error?.status).toBe(409);
    expect(given(live).when(commish('zz')).error?.status).toBe(404);
    expect(given(live).when(commish('t9')).error?.status).toBe(422);
    const paused: DraftEvent = { type: 'DraftPaused', data: { draftId: 'd1', pausedBy: 'admin', pausedAt: iso(5), remainingMs: 55_000 } };
    expect(given([...live, paused]).when(commish('t3')).error?.message).toMatch(/paused/);
    expect(given([]).when(commish('t3')).error?.status).toBe(404);
  });

  it('pinned to the turn it was sent for: a second click after the pick landed is refused (409), not a pick for the next player', () => {
    const first = given(live).when(commish('t3', 'admin', { expectedPickNumber: 1 })).events;
    expect(given([...live, ...first]).when(commish('t4', 'admin', { expectedPickNumber: 1 })).error?.status).toBe(409);
  });
});

describe('POST /api/admin/drafts/{id}/pick', () => {
  let h: DraftsHarness;
  let admin: string;
  eachTestOnAFreshCast((fresh) => ({ h, admin } = fresh));

  const pick = (draftId: string, body: unknown, token = admin) =>
    h
      .http()
      .post(`/api/admin/drafts/${draftId}/pick`)
      .set(bearer(token))
      .send(body as object);

  async function liveDraft() {
    const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
    const draft = await h.createDraft(admin);
    for (const player of [ann, ben]) await h.join(player.token, draft.joinCode);
    const { body } = await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
    const onClock = [ann, ben].find((p) => p.id === body.draft.currentPlayerId)!;
    return { draft, ann, ben, onClock };
  }

  it('answers as a pick does; the pick and the ticker say the commissioner made it', async () => {
    const { draft, onClock } = await liveDraft();
    const { body } = await pick(draft.id, { itemId: 'ar38-t4' }).expect(200);
    expect(body.pick).toMatchObject({ pickNumber: 1, playerId: onClock.id, teamId: 'ar38-t4', source: 'commissioner', isAutoPick: false });
    expect(body.room.draft.currentTurn).toBe(2);
    const room = await h.room(onClock.token, draft.id);
    expect(room.activity.at(-1)).toMatchObject({ kind: 'pick', pickNumber: 1, playerId: onClock.id, source: 'commissioner' });
    const history = (await h.http().get(`/api/drafts/${draft.id}/history`).set(bearer(onClock.token)).expect(200)).body;
    expect(history.events.find((event: { type: string }) => event.type === 'PickMade').data).toMatchObject({
      source: 'commissioner',
      pickedBy: expect.any(String),
    });
  });

  it('refuses: no session 401, a player 403, another admin 403, unknown draft 404, unknown item 404, taken 409, bad body 400', async () => {
    const { draft, onClock } = await liveDraft();
    await h.http().post(`/api/admin/drafts/${draft.id}/pick`).send({ itemId: 'ar38-t4' }).expect(401);
    await pick(draft.id, { itemId: 'ar38-t4' }, onClock.token).expect(403);
    expect((await pick(draft.id, { itemId: 'ar38-t4' }, await h.otherAdminToken()).expect(403)).body.message).toMatch(/Only the admin who created/);
    await pick('no-such-draft', { itemId: 'ar38-t4' }).expect(404);
    await pick(draft.id, { itemId: 'ar38-t99' }).expect(404);
    await pick(draft.id, {}).expect(400);
    await pick(draft.id, { itemId: '../x' }).expect(400);
    expect((await h.room(admin, draft.id)).picks).toEqual([]);
    await pick(draft.id, { itemId: 'ar38-t4' }).expect(200);
    await pick(draft.id, { itemId: 'ar38-t4' }).expect(409);
  });

  it('refuses a draft with no one on the clock (409: not started, or complete) and a paused one (422)', async () => {
    const pending = await h.createDraft(admin);
    expect((await pick(pending.id, { itemId: 'ar38-t1' }).expect(409)).body.message).toBe('No one is on the clock.');
    const { draft } = await liveDraft();
    await h.http().post(`/api/drafts/${draft.id}/pause`).set(bearer(admin)).expect(200);
    expect((await pick(draft.id, { itemId: 'ar38-t1' }).expect(422)).body.message).toMatch(/paused/);
    await h.http().post(`/api/drafts/${draft.id}/resume`).set(bearer(admin)).expect(200);
    for (let i = 1; i <= 6; i += 1) await pick(draft.id, { itemId: `ar38-t${i}` }).expect(200);
    expect((await h.room(admin, draft.id)).draft.status).toBe('completed');
    expect((await pick(draft.id, { itemId: 'ar38-t7' }).expect(409)).body.message).toBe('No one is on the clock.');
  });
});
