import { bearer, type DraftsHarness, eventually as eventuallyRead, eachTestOnAFreshCast } from '../../test/draftsHarness';
import type { ManualClock } from '../../test/manualClock';

// docs/drafts.md#auto-pick-for-me, through the routes, with the turn clock on a clock the test moves.

let h: DraftsHarness;
let clock: ManualClock;
let admin: string;

/** Reads until `accept` holds, running each alarm that has come due meanwhile (an auto-pick arms the next turn's). */
function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  return eventuallyRead(read, accept, { tries: 300, beforeRead: () => clock.advance(0) });
}

eachTestOnAFreshCast((fresh) => ({ h, admin, clock } = fresh), { clock: 'turns' });

type Player = Awaited<ReturnType<DraftsHarness['player']>>;
const setAutoPick = (draftId: string, token: string, on: unknown) => h.http().put(`/api/drafts/${draftId}/autopick`).set(bearer(token)).send({ on });
const picksOf = async (draftId: string) => (await h.room(admin, draftId)).picks as Array<Record<string, unknown>>;

async function lobby() {
  const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
  const draft = await h.createDraft(admin);
  for (const player of [ann, ben]) await h.join(player.token, draft.joinCode);
  return { draft, ann, ben };
}

/** Starts the draft; answers who picks first and second. */
async function start(draftId: string, players: Player[]): Promise<[Player, Player]> {
  const { body } = await h.http().post(`/api/drafts/${draftId}/start`).set(bearer(admin)).expect(200);
  const first = players.find((p) => p.id === body.draft.currentPlayerId)!;
  return [first, players.find((p) => p !== first)!];
}

describe('PUT /api/drafts/{id}/autopick', () => {
  it('answers { on }; the room and the lists show who is on auto-pick, and the ticker tells it', async () => {
    const { draft, ann } = await lobby();
    expect((await setAutoPick(draft.id, ann.token, true).expect(200)).body).toEqual({ on: true });
    const room = await h.room(ann.token, draft.id);
    expect(room.participants.find((p: { id: string }) => p.id === ann.id)).toMatchObject({ autoPick: true });
    expect(room.participants.find((p: { id: string }) => p.id !== ann.id)).toMatchObject({ autoPick: false });
    expect(room.draft.autoPickPlayerIds).toEqual([ann.id]);
    expect(room.activity.at(-1)).toMatchObject({ kind: 'autoPick', playerId: ann.id, on: true, reason: 'player' });
    const [card] = (await h.http().get('/api/user/drafts').set(bearer(ann.token)).expect(200)).body;
    expect(card.autoPickPlayerIds).toEqual([ann.id]);
    expect((await setAutoPick(draft.id, ann.token, false).expect(200)).body).toEqual({ on: false });
    expect((await h.room(ann.token, draft.id)).draft.autoPickPlayerIds).toEqual([]);
  });

  it('while on, the turn is picked as soon as it begins: the queue first, else the best available', async () => {
    const { draft, ann, ben } = await lobby();
    for (const player of [ann, ben]) await setAutoPick(draft.id, player.token, true).expect(200);
    await h.queue(ann.token, draft.id, ['ar38-t9']);
    await h.eliminate('amazing_race', 'ar38-t1');
    await start(draft.id, [ann, ben]);
    const picks = await eventually(
      () => picksOf(draft.id),
      (list) => list.length >= 2,
    );
    const annPick = picks.find((pick) => pick.playerId === ann.id)!;
    expect(annPick).toMatchObject({ source: 'autopick', isAutoPick: true, teamId: 'ar38-t9', pickedAt: '2026-11-21T20:00:00.000Z' });
    // Ben's queue is empty: the best-ranked team left, past the eliminated ar38-t1.
    expect(picks.find((pick) => pick.playerId === ben.id)).toMatchObject({ source: 'autopick', teamId: 'ar38-t2' });
  });

  it('switched on in the middle of the turn picks that turn at once', async () => {
    const { draft, ann, ben } = await lobby();
    const [first] = await start(draft.id, [ann, ben]);
    clock.advance(20_000);
    await setAutoPick(draft.id, first.token, true).expect(200);
    clock.advance(0);
    const [pick] = await eventually(
      () => picksOf(draft.id),
      (list) => list.length === 1,
    );
    expect(pick).toMatchObject({ playerId: first.id, source: 'autopick', pickedAt: '2026-11-21T20:00:20.000Z' });
  });

  it('is switched on by the server after two of the player’s turns in a row timed out, and the player can switch it off', async () => {
    const { draft, ann, ben } = await lobby();
    const [first, second] = await start(draft.id, [ann, ben]);
    clock.advance(62_000); // pick 1 times out
    await eventually(
      () => picksOf(draft.id),
      (list) => list.length === 1,
    );
    // Picks 2 and 3 are the second player's own.
    for (const teamId of ['ar38-t5', 'ar38-t6']) {
      await h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(second.token)).send({ teamId }).expect(200);
    }
    clock.advance(62_000); // pick 4 times out: the second in a row
    const room = await eventually(
      () => h.room(first.token, draft.id),
      (r) => r.draft.autoPickPlayerIds.includes(first.id),
    );
    expect(room.picks.at(-1)).toMatchObject({ pickNumber: 4, source: 'timer' });
    expect(room.activity.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'pick', pickNumber: 4, source: 'timer' }),
      expect.objectContaining({ kind: 'autoPick', playerId: first.id, on: true, reason: 'timeouts' }),
    ]);
    // Pick 5 is theirs again: picked at once.
    clock.advance(0);
    const picks = await eventually(
      () => picksOf(draft.id),
      (list) => list.length === 5,
    );
    expect(picks[4]).toMatchObject({ playerId: first.id, source: 'autopick' });
    expect((await setAutoPick(draft.id, first.token, false).expect(200)).body).toEqual({ on: false });
  });

  it('refuses: no session 401, an admin 403, a player not in the draft 403, unknown draft 404, a bad body 400', async () => {
    const { draft, ann } = await lobby();
    await h.http().put(`/api/drafts/${draft.id}/autopick`).send({ on: true }).expect(401);
    await setAutoPick(draft.id, admin, true).expect(403);
    await setAutoPick(draft.id, await h.otherAdminToken(), true).expect(403);
    const outsider = await h.player('Out');
    expect((await setAutoPick(draft.id, outsider.token, true).expect(403)).body.message).toMatch(/not a participant/);
    await setAutoPick('no-such-draft', ann.token, true).expect(404);
    expect((await setAutoPick(draft.id, ann.token, 'yes').expect(400)).body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    await h.http().put(`/api/drafts/${draft.id}/autopick`).set(bearer(ann.token)).send({}).expect(400);
    expect((await h.room(ann.token, draft.id)).draft.autoPickPlayerIds).toEqual([]);
  });

  it('refuses a draft that is over (422)', async () => {
    const { draft, ann, ben } = await lobby();
    for (const player of [ann, ben]) await setAutoPick(draft.id, player.token, true).expect(200);
    await start(draft.id, [ann, ben]);
    await eventually(
      async () => (await h.room(admin, draft.id)).draft.status,
      (status) => status === 'completed',
    );
    expect((await setAutoPick(draft.id, ann.token, false).expect(422)).body.message).toMatch(/complete/);
  });
});
