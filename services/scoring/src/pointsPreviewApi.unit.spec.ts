import type { LeaderboardRow, PointsPreviewAnswer } from '@reality-draft/events';
import type { Storage } from '@reality-draft/kernel';
import { bearer, memoryStorage, startScoring, type Player, type ScoringHarness } from '../test/scoringHarness';

let h: ScoringHarness;
let storage: Storage;
let bb: string[];
let survivor: string[];
let ar: string[];
let ann: Player;
let ben: Player;
let draftId: string;

beforeEach(async () => {
  storage = memoryStorage();
  h = await startScoring(storage);
  [bb, survivor, ar] = [await h.seed('big_brother'), await h.seed('survivor'), await h.seed('amazing_race')];
  [ann, ben] = [await h.player('Ann', 'Lee'), await h.player('Ben')];
  // Two picks each, in draft order: whoever picks first gets bb[0] and bb[3], the other bb[1] and bb[2].
  ({ id: draftId } = await h.draft('big_brother', [ann, ben], bb.slice(0, 4)));
});
afterEach(() => h.running.stop());

const preview = (body: unknown, token: string | null = h.admin) => {
  const call = h.http().post('/api/admin/points/preview');
  return (token ? call.set(bearer(token)) : call).send(body as object);
};
const contestant = (contestantId: string, episode: number, points: number, pointType = 'hoh') => ({
  route: 'contestant',
  contestantId,
  episode,
  points,
  pointType,
});
const board = async () => (await h.get(`/api/leaderboard?draftId=${draftId}`).expect(200)).body as LeaderboardRow[];
const itemOf = async (player: Player) => {
  const { body } = await h.get('/api/all-player-points');
  return (body as { playerId: string; drafts: { items: { itemId: string }[] }[] }[]).find((one) => one.playerId === player.id)!.drafts[0].items[0].itemId;
};

describe('POST /api/admin/points/preview', () => {
  it('answers who would move in which draft, totals and ranks before and after, and writes nothing', async () => {
    const [annItem, benItem] = [await itemOf(ann), await itemOf(ben)];
    await h.contestantPoints({ contestantId: benItem, episode: 1, points: 3, pointType: 'hoh' }).expect(200);
    const head = await storage.events.head();
    const [boardBefore, totalsBefore] = [await board(), (await h.get('/api/contestant-point-totals-table').expect(200)).body];

    const { body } = await preview({ entries: [contestant(annItem, 1, 3), contestant(annItem, 2, 2, 'veto')] }).expect(200);
    expect((body as PointsPreviewAnswer).changes).toEqual([
      {
        draftId,
        draftName: expect.stringMatching(/^Big Brother #/),
        playerId: ann.id,
        playerName: 'Ann Lee',
        totalBefore: 0,
        totalAfter: 5,
        rankBefore: 2,
        rankAfter: 1,
      },
      {
        draftId,
        draftName: expect.stringMatching(/^Big Brother #/),
        playerId: ben.id,
        playerName: 'Ben',
        totalBefore: 3,
        totalAfter: 3,
        rankBefore: 1,
        rankAfter: 2,
      },
    ]);

    // Nothing written: the log's head, the leaderboard and the totals are as they were.
    expect(await storage.events.head()).toBe(head);
    expect(await board()).toEqual(boardBefore);
    expect((await h.get('/api/contestant-point-totals-table').expect(200)).body).toEqual(totalsBefore);
  });

  it("previews a correction of a saved entry as its route would make it, and says nothing moves for the same value or an undrafted contestant's points", async () => {
    const benItem = await itemOf(ben);
    await h.contestantPoints({ contestantId: benItem, episode: 1, points: 3, pointType: 'hoh' }).expect(200);
    const { body: down } = await preview({ entries: [contestant(benItem, 1, -1)] }).expect(200);
    expect(down.changes).toMatchObject([
      { playerId: ann.id, totalBefore: 0, totalAfter: 0, rankBefore: 2, rankAfter: 1 },
      { playerId: ben.id, totalBefore: 3, totalAfter: -1, rankBefore: 1, rankAfter: 2 },
    ]);
    expect((await preview({ entries: [contestant(benItem, 1, 3)] }).expect(200)).body).toEqual({ changes: [] });
    expect((await preview({ entries: [contestant(bb[9], 1, 9)] }).expect(200)).body).toEqual({ changes: [] });
    // A later entry of the same key is decided on the earlier one: the last value counts.
    const { body: twice } = await preview({ entries: [contestant(benItem, 1, -1), contestant(benItem, 1, 4)] }).expect(200);
    expect(twice.changes).toMatchObject([{ playerId: ben.id, totalBefore: 3, totalAfter: 4, rankBefore: 1, rankAfter: 1 }]);
  });

  it('takes each of the three routes: a team, a Big Brother contestant, a Survivor castaway', async () => {
    const entries = [
      { route: 'team', teamId: ar[0], week: 2, points: 5 },
      { route: 'survivorContestant', contestantId: survivor[0], episode: 3, points: 5, pointType: 'immunity' },
      contestant(bb[9], 4, 1),
    ];
    expect((await preview({ entries }).expect(200)).body).toEqual({ changes: [] });
  });

  it('reads the entry streams a few at a time, once each, answering the same', async () => {
    const [annItem, benItem] = [await itemOf(ann), await itemOf(ben)];
    await h.contestantPoints({ contestantId: benItem, episode: 1, points: 3, pointType: 'hoh' }).expect(200);
    const entries = Array.from({ length: 35 }, (_, n) => contestant(annItem, n + 1, 1));
    const many = { entries: [...entries, contestant(annItem, 1, 2)] };
    const unspied = (await preview(many).expect(200)).body as PointsPreviewAnswer;

    const read = storage.events.readStream.bind(storage.events);
    let inFlight = 0;
    let peak = 0;
    const streams: string[] = [];
    jest.spyOn(storage.events, 'readStream').mockImplementation(async (stream, options) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      streams.push(stream);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return read(stream, options);
    });
    const { body } = await preview(many).expect(200);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(4);
    expect(streams).toHaveLength(new Set(streams).size);
    expect(streams).toHaveLength(entries.length);
    expect(body).toEqual(unspied);
    expect(unspied.changes.find((change) => change.playerId === ann.id)).toMatchObject({ totalBefore: 0, totalAfter: 36 });
  });

  it('is for admins only: 401 without a session, 403 for a player', async () => {
    const body = { entries: [contestant(bb[0], 1, 3)] };
    await preview(body, null).expect(401);
    await preview(body, ann.token).expect(403);
  });

  it('refuses a bad entry with 400 naming the entry and the field, as its points route would', async () => {
    const refusal = async (entries: unknown, status = 400) => (await preview({ entries }).expect(status)).body.message as string;
    const ok = contestant(bb[0], 1, 3);
    expect(await refusal([ok, { ...ok, points: 101 }])).toBe('Entry 2 (contestant): points must be at most 100.');
    expect(await refusal([{ route: 'team', week: 2, points: 5 }])).toBe('Entry 1 (team): teamId is required.');
    expect(await refusal([{ ...ok, pointType: 'placement' }])).toMatch(/^Entry 1 \(contestant\): pointType must be one of: hoh, /);
    expect(await refusal([{ ...ok, episode: '1' }])).toBe('Entry 1 (contestant): episode must be an integer.');
    expect(await refusal([{ ...ok, route: 'bonus' }])).toBe('Entry 1: route must be one of: team, contestant, survivorContestant.');
    expect(await refusal([{ contestantId: bb[0] }])).toMatch(/route is required/);
    expect(await refusal([])).toMatch(/entries/);
    expect(await refusal('all')).toMatch(/entries/);
    await preview({}).expect(400);
    // What the route itself refuses past its schema: an unknown subject (404), one of another show or kind (422).
    expect(await refusal([ok, contestant('no-such-one', 1, 3)], 404)).toBe('Entry 2 (contestant): No contestant with id no-such-one in a current cast.');
    expect(await refusal([contestant(survivor[0], 1, 3)], 422)).toBe(
      `Entry 1 (contestant): ${survivor[0]} is a Survivor contestant, not Big Brother: use route survivorContestant.`,
    );
    expect(await refusal([{ route: 'team', teamId: bb[0], week: 1, points: 5 }], 422)).toMatch(/^Entry 1 \(team\): .* not a team/);
    expect(await refusal([contestant(bb[0], 36, 3)])).toBe('Entry 1 (contestant): episode must be at most 35.');
    expect(await refusal([{ ...ok, pointType: 'immunity' }], 422)).toMatch(/^Entry 1 \(contestant\): immunity is not a point type of this show/);
  });
});
