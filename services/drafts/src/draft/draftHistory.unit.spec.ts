import { foldDraft, currentTurn, type DraftHistory } from '@reality-draft/events';
import { bearer, type DraftsHarness, eventually, eachTestOnAFreshCast } from '../../test/draftsHarness';
import type { ManualClock } from '../../test/manualClock';

let h: DraftsHarness;
let admin: string;
let clock: ManualClock;

eachTestOnAFreshCast((fresh) => ({ h, admin, clock } = fresh), { clock: 'turns' });

const historyOf = (token: string, draftId: string) => h.http().get(`/api/drafts/${draftId}/history`).set(bearer(token));
const post = (token: string, draftId: string, action: string, body: object = {}) =>
  h.http().post(`/api/drafts/${draftId}/${action}`).set(bearer(token)).send(body).expect(200);

/** Two players, started; the first on the clock queues two teams and lets the clock pick for them. */
async function playedDraft() {
  const draft = await h.createDraft(admin);
  const players = [await h.player('Ann'), await h.player('Ben')];
  for (const player of players) await h.join(player.token, draft.joinCode);
  await post(admin, draft.id, 'start');
  const first = (await h.room(admin, draft.id)).draft.currentPlayerId as string;
  const [onClock, other] = first === players[0].id ? players : [players[1], players[0]];
  await h.queue(onClock.token, draft.id, ['ar38-t7', 'ar38-t2']);
  clock.advance(62_000);
  await eventually(
    async () => (await h.room(admin, draft.id)).picks.length,
    (count) => count === 1,
  );
  await post(other.token, draft.id, 'pick', { teamId: 'ar38-t3' });
  await post(admin, draft.id, 'pause');
  await post(admin, draft.id, 'resume');
  await post(admin, draft.id, 'undo', { pickNumber: 2 });
  await post(other.token, draft.id, 'pick', { teamId: 'ar38-t4' });
  return { draft, players, onClock, other };
}

describe('GET /api/drafts/{id}/history', () => {
  it("answers the draft's events in version order: the clock's pick marked auto, undos, pauses and resumes", async () => {
    const { draft, onClock, other } = await playedDraft();
    const { body } = (await historyOf(onClock.token, draft.id).expect(200)) as { body: DraftHistory };
    expect(body.draftId).toBe(draft.id);
    expect(body.events.map((event) => event.type)).toEqual([
      'DraftCreated',
      'PlayerJoinedDraft',
      'PlayerJoinedDraft',
      'DraftStarted',
      'PickMade',
      'PickMade',
      'DraftPaused',
      'DraftResumed',
      'PickUndone',
      'PickMade',
    ]);
    expect(body.events.map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const event of body.events) expect(Date.parse(event.at)).not.toBeNaN();
    const picks = body.events.filter((event) => event.type === 'PickMade').map((event) => event.data);
    expect(picks[0]).toEqual({
      draftId: draft.id,
      pickNumber: 1,
      round: 1,
      playerId: onClock.id,
      itemId: 'ar38-t7',
      label: expect.any(String),
      auto: true,
      source: 'timer',
      pickedAt: expect.any(String),
    });
    expect(picks[1]).toMatchObject({ pickNumber: 2, playerId: other.id, itemId: 'ar38-t3', auto: false, source: 'player' });
    // The same fold as the server's: the history folds to the room the draft shows.
    const state = foldDraft(body.events);
    const room = await h.room(admin, draft.id);
    expect(state.picks.map((pick) => [pick.pickNumber, pick.itemId])).toEqual(
      room.picks.map((pick: { pickNumber: number; teamId: string }) => [pick.pickNumber, pick.teamId]),
    );
    expect(state.participants).toEqual(room.draft.phaseOneOrder);
    expect(currentTurn(state)?.playerId).toBe(room.draft.currentPlayerId);
  });

  it('carries no pick queue, no e-mail and nothing of the log beyond version, type, time and data', async () => {
    const { draft, players, onClock } = await playedDraft();
    const { body } = (await historyOf(admin, draft.id).expect(200)) as { body: DraftHistory };
    const text = JSON.stringify(body);
    for (const player of players) expect(text).not.toContain(player.email);
    expect(text).not.toMatch(/@example\.test|fromQueue|itemIds|PickQueueSet|ar38-t2/);
    for (const event of body.events) expect(Object.keys(event).sort()).toEqual(['at', 'data', 'type', 'version']);
    // The queue was used: the clock took its first team, which the history shows only as a pick.
    expect(body.events.find((event) => event.type === 'PickMade')?.data).toMatchObject({ playerId: onClock.id, itemId: 'ar38-t7' });
  });

  it('is refused as the room is: outsiders 403, unknown drafts 404, malformed ids 400, no session 401', async () => {
    const { draft, players } = await playedDraft();
    const outsider = await h.player('Out');
    const rival = await h.otherAdminToken();
    expect((await historyOf(outsider.token, draft.id).expect(403)).body.message).toBe(
      (await h.http().get(`/api/drafts/${draft.id}`).set(bearer(outsider.token)).expect(403)).body.message,
    );
    await historyOf(players[1].token, draft.id).expect(200);
    await historyOf(rival, draft.id).expect(200);
    expect((await historyOf(admin, 'no-such-draft').expect(404)).body.message).toEqual(expect.any(String));
    await historyOf(admin, 'bad%20id!').expect(400);
    await h.http().get(`/api/drafts/${draft.id}/history`).expect(401);
    await h.http().delete(`/api/admin/drafts/${draft.id}`).set(bearer(admin)).expect(200);
    await historyOf(players[0].token, draft.id).expect(404);
  });
});
