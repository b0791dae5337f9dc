import { bearer, type DraftsHarness, eventually, eachTestOnAFreshCast } from '../../test/draftsHarness';
import type { ManualClock } from '../../test/manualClock';

let h: DraftsHarness;
let clock: ManualClock;
let admin: string;

eachTestOnAFreshCast((fresh) => ({ h, admin, clock } = fresh), { clock: 'turns' });

async function lobby() {
  const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
  const draft = await h.createDraft(admin);
  for (const player of [ann, ben]) await h.join(player.token, draft.joinCode);
  return { draft, ann, ben };
}

const countdown = (draftId: string, token = admin) => h.http().post(`/api/drafts/${draftId}/start-countdown`).set(bearer(token));
const statusOf = async (draftId: string) => (await h.room(admin, draftId)).draft.status as string;

describe('the start countdown (POST /api/drafts/:id/start-countdown)', () => {
  it('shows startsAt to every player, then the turn clock starts the draft at startsAt, not before', async () => {
    const { draft, ann } = await lobby();
    const { body } = await countdown(draft.id).expect(200);
    expect(body.draft).toMatchObject({ status: 'pending', startsAt: '2026-11-21T20:00:10.000Z' });
    expect((await h.room(ann.token, draft.id)).draft.startsAt).toBe('2026-11-21T20:00:10.000Z');
    expect(body.activity.at(-1)).toMatchObject({ kind: 'countdown', startsAt: '2026-11-21T20:00:10.000Z' });
    await eventually(
      async () => clock.pendingAlarms(),
      (count) => count > 0,
    );
    clock.advance(9_900);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statusOf(draft.id)).toBe('pending');
    clock.advance(100);
    await eventually(
      () => statusOf(draft.id),
      (status) => status === 'active',
    );
    const room = await h.room(ann.token, draft.id);
    expect(room.draft).toMatchObject({ startsAt: null, currentTurn: 1, turnStartTime: '2026-11-21T20:00:10.000Z' });
    expect(room.activity.map((line: { kind: string }) => line.kind)).toEqual(['countdown', 'started']);
  });

  it('POST start before then starts at once, and the countdown then changes nothing', async () => {
    const { draft } = await lobby();
    await countdown(draft.id).expect(200);
    clock.advance(3_000);
    const { body } = await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
    expect(body.draft).toMatchObject({ status: 'active', turnStartTime: '2026-11-21T20:00:03.000Z', startsAt: null });
    clock.advance(7_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const room = await h.room(admin, draft.id);
    expect(room.draft.turnStartTime).toBe('2026-11-21T20:00:03.000Z');
    expect(room.activity.filter((line: { kind: string }) => line.kind === 'started')).toHaveLength(1);
  });

  it('a cancel before then wins: the draft stays waiting', async () => {
    const { draft } = await lobby();
    await countdown(draft.id).expect(200);
    const { body } = await h.http().post(`/api/drafts/${draft.id}/cancel-countdown`).set(bearer(admin)).expect(200);
    expect(body.draft).toMatchObject({ status: 'pending', startsAt: null });
    clock.advance(15_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statusOf(draft.id)).toBe('pending');
  });

  it('refuses players (403), another admin (403) and a draft too small to start (422)', async () => {
    const { draft, ann } = await lobby();
    await countdown(draft.id, ann.token).expect(403);
    await countdown(draft.id, await h.otherAdminToken()).expect(403);
    const small = await h.createDraft(admin);
    const { body } = await countdown(small.id).expect(422);
    expect(body.message).toMatch(/At least 2 participants/);
    await h.http().post(`/api/drafts/${draft.id}/start-countdown`).expect(401);
  });
});

describe('the room activity', () => {
  it('names each pick and each commissioner action, the undo with the pick it took back', async () => {
    const { draft, ann, ben } = await lobby();
    const started = await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
    const first = started.body.draft.currentPlayerId === ann.id ? ann : ben;
    await h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(first.token)).send({ teamId: 'ar38-t3' }).expect(200);
    await h.http().post(`/api/drafts/${draft.id}/pause`).set(bearer(admin)).expect(200);
    await h.http().post(`/api/drafts/${draft.id}/resume`).set(bearer(admin)).expect(200);
    await h.http().post(`/api/drafts/${draft.id}/undo`).set(bearer(admin)).send({ pickNumber: 1 }).expect(200);
    await h.eliminate('amazing_race', 'ar38-t5', 2);
    await h.eliminate('amazing_race', 'ar38-t6');
    const room = await h.room(ann.token, draft.id);
    expect(room.activity).toEqual([
      expect.objectContaining({ kind: 'started', seq: 1 }),
      expect.objectContaining({ kind: 'pick', pickNumber: 1, playerId: first.id, label: expect.stringContaining('Racer 3A'), source: 'player' }),
      expect.objectContaining({ kind: 'paused' }),
      expect.objectContaining({ kind: 'resumed' }),
      expect.objectContaining({ kind: 'undone', pickNumber: 1, playerId: first.id, label: expect.stringContaining('Racer 3A') }),
      // The week rides along, so a player's spoiler guard can hide the line (docs/player-area.md#spoiler-guard).
      expect.objectContaining({ kind: 'eliminated', itemId: 'ar38-t5', label: expect.stringContaining('Racer 5A'), seq: 6, period: 2 }),
      expect.not.objectContaining({ period: expect.anything() }),
    ]);
    expect(room.activity[6]).toMatchObject({ kind: 'eliminated', itemId: 'ar38-t6' });
  });
});
