import { DEMO_PASSWORD } from '@reality-draft/identity';
import { bearer, startDrafts, type DraftsHarness, memoryStorage, eventually } from '../../test/draftsHarness';
import { manualClock } from '../../test/manualClock';

let h: DraftsHarness;
let clock: ReturnType<typeof manualClock>;
let admin: string;

async function start(demo = false) {
  clock = manualClock();
  h = await startDrafts(memoryStorage(), { turnClock: true, demoBots: demo, now: clock.now, timers: clock.timers }, { demo });
  admin = await h.adminToken();
  await h.seedCast('amazing_race', 13);
}
afterEach(() => h.running.stop());

async function liveDraft(tokens: string[]) {
  const draft = await h.createDraft(admin);
  for (const token of tokens) await h.join(token, draft.joinCode);
  await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
  await eventually(
    async () => clock.pendingAlarms(),
    (count) => count > 0,
  );
  return draft;
}

const picksOf = async (draftId: string) => (await h.room(admin, draftId)).picks as Array<Record<string, unknown>>;

describe('the turn timer', () => {
  beforeEach(() => start());

  it('auto-picks the best-ranked team at expiry plus the 2 s grace, not before', async () => {
    const [a, b] = [await h.player('Ann'), await h.player('Ben')];
    const draft = await liveDraft([a.token, b.token]);
    clock.advance(61_900);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await picksOf(draft.id)).toEqual([]);
    clock.advance(100);
    const picks = await eventually(
      () => picksOf(draft.id),
      (list) => list.length === 1,
    );
    expect(picks[0]).toMatchObject({ pickNumber: 1, isAutoPick: true, source: 'timer', teamId: 'ar38-t1' });
  });

  it('takes the player’s queue first', async () => {
    const [a, b] = [await h.player('Ann'), await h.player('Ben')];
    const draft = await liveDraft([a.token, b.token]);
    const first = (await h.room(admin, draft.id)).draft.currentPlayerId;
    const onClock = [a, b].find((p) => p.id === first)!;
    await h.queue(onClock.token, draft.id, ['ar38-t7', 'ar38-t2']);
    clock.advance(62_000);
    const picks = await eventually(
      () => picksOf(draft.id),
      (list) => list.length === 1,
    );
    expect(picks[0]).toMatchObject({ teamId: 'ar38-t7', playerId: onClock.id, isAutoPick: true });
  });

  it('stops while paused and keeps the time that was left', async () => {
    const [a, b] = [await h.player('Ann'), await h.player('Ben')];
    const draft = await liveDraft([a.token, b.token]);
    clock.advance(20_000);
    await h.http().post(`/api/drafts/${draft.id}/pause`).set(bearer(admin)).expect(200);
    clock.advance(300_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await picksOf(draft.id)).toEqual([]);
    const resumed = await h.http().post(`/api/drafts/${draft.id}/resume`).set(bearer(admin)).expect(200);
    expect(Date.parse(resumed.body.draft.turnStartTime) + 60_000 - clock.now().getTime()).toBe(40_000);
    await eventually(
      async () => clock.pendingAlarms(),
      (count) => count > 0,
    );
    clock.advance(42_000);
    await eventually(
      () => picksOf(draft.id),
      (list) => list.length === 1,
    );
  });
});

describe('demo bots', () => {
  beforeEach(() => start(true));

  it('pick 3 s into their turn', async () => {
    const bot = await h.login('alex@demo.test', DEMO_PASSWORD);
    const human = await h.player('Ann');
    const draft = await liveDraft([bot, human.token]);
    const room = await h.room(admin, draft.id);
    if (room.draft.currentPlayerId === human.id) {
      await h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(human.token)).send({ teamId: 'ar38-t1' }).expect(200);
      await eventually(
        async () => clock.pendingAlarms(),
        (count) => count > 0,
      );
    }
    clock.advance(3_000);
    const picks = await eventually(
      () => picksOf(draft.id),
      (list) => list.some((p) => p.source === 'bot'),
    );
    expect(picks.find((p) => p.source === 'bot')).toMatchObject({ isAutoPick: true });
  });
});
