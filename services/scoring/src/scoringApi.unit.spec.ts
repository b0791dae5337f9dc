import { miniGameStream, type LeaderboardRow, type MiniGameEvent, type ShowType } from '@reality-draft/events';
import { bearer, memoryStorage, startScoring, type Player, type ScoringHarness } from '../test/scoringHarness';

const ADMIN_NAME = 'commish';

let h: ScoringHarness;
let bb: string[];
let ar: string[];
let sv: string[];

beforeEach(async () => {
  h = await startScoring(memoryStorage());
  [bb, ar, sv] = [await h.seed('big_brother'), await h.seed('amazing_race'), await h.seed('survivor')];
});
afterEach(() => h.running.stop());

const log = async () => (await h.get('/api/admin/points/log').expect(200)).body as { action: string }[];

describe('entering points', () => {
  it('enters contestant and team points and answers the spec tables', async () => {
    const saved = await h.contestantPoints({ contestantId: bb[0], episode: 3, points: 3, pointType: 'hoh' }).expect(200);
    expect(saved.body).toMatchObject({ subjectId: bb[0], showType: 'big_brother', period: 3, pointType: 'hoh', points: 3, outcome: 'entered', previous: null });
    await h.contestantPoints({ contestantId: bb[0], episode: 3, points: 2, pointType: 'veto' }).expect(200);
    await h.teamPoints({ teamId: ar[1], week: 2, points: 5 }).expect(200);
    await h.teamPoints({ teamId: ar[1], week: 2, points: 3, pointType: 'express_pass' }).expect(200);

    expect((await h.get('/api/contestant-point-totals-table').expect(200)).body).toEqual({ [bb[0]]: { 3: 5 } });
    expect((await h.get('/api/point-totals-table').expect(200)).body).toEqual({ [ar[1]]: { 2: 8 } });
    const detailed = (await h.get('/api/contestant-points-detailed').expect(200)).body;
    expect(detailed).toEqual([
      { id: expect.any(String), contestantId: bb[0], week: 3, episode: 3, pointType: 'hoh', points: 3 },
      { id: expect.any(String), contestantId: bb[0], week: 3, episode: 3, pointType: 'veto', points: 2 },
    ]);
  });

  it('replaces a key entered again (an admin re-saving a week never double counts) and keeps the previous value', async () => {
    await h.teamPoints({ teamId: ar[0], week: 1, points: 5 }).expect(200);
    const again = await h.teamPoints({ teamId: ar[0], week: 1, points: 4 }).expect(200);
    expect(again.body).toMatchObject({ outcome: 'corrected', previous: 5, points: 4 });
    expect((await h.teamPoints({ teamId: ar[0], week: 1, points: 4 }).expect(200)).body.outcome).toBe('unchanged');
    expect((await h.get('/api/point-totals-table').expect(200)).body).toEqual({ [ar[0]]: { 1: 4 } });
    expect((await log()).map((row) => row.action)).toEqual(['corrected', 'entered']);
  });

  it('corrects and removes an entry with a reason; the audit log says who, when, before and after', async () => {
    const { body: entry } = await h.contestantPoints({ contestantId: sv[0], episode: 1, points: 5, pointType: 'immunity' }).expect(200);
    await h.http().put(`/api/admin/points/entries/${entry.id}`).set(bearer(h.admin)).send({ points: -2, reason: 'Penalty for a rules breach' }).expect(200);
    await h.http().delete(`/api/admin/points/entries/${entry.id}?reason=Entered%20for%20the%20wrong%20castaway`).set(bearer(h.admin)).expect(200);
    expect((await h.get('/api/contestant-point-totals-table').expect(200)).body).toEqual({});
    const rows = (await h.get(`/api/admin/points/log?subjectId=${sv[0]}`).expect(200)).body;
    expect(rows).toMatchObject([
      { action: 'removed', before: -2, after: null, reason: 'Entered for the wrong castaway', byName: ADMIN_NAME, subjectLabel: expect.any(String) },
      { action: 'corrected', before: 5, after: -2, reason: 'Penalty for a rules breach' },
      { action: 'entered', before: null, after: 5, reason: null },
    ]);
    expect(rows[0].at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    await h.http().delete(`/api/admin/points/entries/${entry.id}`).set(bearer(h.admin)).expect(404);
    await h.http().put(`/api/admin/points/entries/${entry.id}`).set(bearer(h.admin)).send({ points: 1 }).expect(404);
  });

  it.each([
    ['a points value out of range', { contestantId: 'X', episode: 1, points: 101, pointType: 'hoh' }, 400, 'points must be at most 100.'],
    ['a fractional points value', { contestantId: 'X', episode: 1, points: 1.5, pointType: 'hoh' }, 400, 'points must be an integer.'],
    ['no point type', { contestantId: 'X', episode: 1, points: 1 }, 400, 'pointType is required.'],
    ['an episode past 35', { contestantId: 'X', episode: 36, points: 1, pointType: 'hoh' }, 400, 'episode must be at most 35.'],
    ['an unknown contestant', { contestantId: 'nobody', episode: 1, points: 1, pointType: 'hoh' }, 404, 'No contestant with id nobody in a current cast.'],
  ])('refuses %s and changes nothing', async (_what, body, status, message) => {
    const fixed = { ...body, contestantId: body.contestantId === 'X' ? bb[0] : body.contestantId };
    const res = await h.contestantPoints(fixed).expect(status);
    expect(res.body.message).toBe(message);
    expect(await log()).toEqual([]);
  });

  it('refuses a subject of another show, a point type the show does not score and a week past 24', async () => {
    expect((await h.teamPoints({ teamId: bb[0], week: 1, points: 5 }).expect(422)).body.message).toContain('is a Big Brother contestant, not a team');
    expect((await h.contestantPoints({ contestantId: ar[0], episode: 1, points: 5, pointType: 'hoh' }).expect(422)).body.message).toContain(
      'Amazing Race team',
    );
    expect((await h.contestantPoints({ contestantId: bb[0], episode: 1, points: 5, pointType: 'immunity' }).expect(422)).body.message).toContain(
      'immunity is not a point type',
    );
    expect((await h.teamPoints({ teamId: ar[0], week: 25, points: 5 }).expect(400)).body.message).toBe('week must be at most 24.');
    expect(await log()).toEqual([]);
  });

  it('is for admins only', async () => {
    const player = await h.player('Pat');
    await h.http().post('/api/point-totals-table').send({ teamId: ar[0], week: 1, points: 5 }).expect(401);
    expect((await h.teamPoints({ teamId: ar[0], week: 1, points: 5 }, player.token).expect(403)).body.message).toBe(
      'Admin privileges are required for this action.',
    );
    await h.get('/api/admin/points/log', player.token).expect(403);
    await h.get('/api/leaderboard', player.token).expect(200);
    await h.http().get('/api/leaderboard').expect(401);
    expect(await log()).toEqual([]);
  });
});

describe('leaderboards', () => {
  let alex: Player;
  let blake: Player;
  let casey: Player;
  let drew: Player;

  beforeEach(async () => {
    [alex, blake, casey, drew] = [await h.player('Alex', 'Rivera'), await h.player('Blake', 'Chen'), await h.player('Casey'), await h.player('Drew')];
  });

  const board = async (query = '', token = h.admin) => (await h.get(`/api/leaderboard${query}`, token).expect(200)).body as LeaderboardRow[];
  const pointsOf = (rows: LeaderboardRow[], player: Player) => rows.find((row) => row.playerId === player.id);
  /** Every pick of the league (or of all leagues) as the public picks list has it. */
  const picksOf = async (draftId?: string) =>
    ((await h.get('/api/public/team-picks').expect(200)).body as { itemId: string; playerId: string; draftId: string }[]).filter(
      (pick) => !draftId || pick.draftId === draftId,
    );
  /** The first item the player picked in the league. */
  const firstPickOf = async (draftId?: string) => {
    const picks = await picksOf(draftId);
    return (player: Player) => picks.find((pick) => pick.playerId === player.id)!.itemId;
  };
  /** An Amazing Race league of Alex and Blake: week 1's team points 5 and 2, then mini-game mg1 won by Blake (6) over Alex (3). */
  const raceAfterWeekOne = async () => {
    const race = await h.draft('amazing_race', [alex, blake], [ar[0], ar[1]]);
    const teamOf = await firstPickOf(race.id);
    await h.teamPoints({ teamId: teamOf(alex), week: 1, points: 5 }).expect(200);
    await h.teamPoints({ teamId: teamOf(blake), week: 1, points: 2 }).expect(200);
    await finishMiniGame('mg1', race.id, [
      [blake, 6],
      [alex, 3],
    ]);
    return { race, teamOf };
  };

  it("ranks players by their drafted contestants' points, ties sharing a rank (1, 2, 2, 4)", async () => {
    await h.draft('big_brother', [alex, blake, casey, drew], bb.slice(0, 4));
    const itemOf = await firstPickOf();
    await h.contestantPoints({ contestantId: itemOf(alex), episode: 1, points: 9, pointType: 'general' }).expect(200);
    await h.contestantPoints({ contestantId: itemOf(blake), episode: 1, points: 4, pointType: 'general' }).expect(200);
    await h.contestantPoints({ contestantId: itemOf(casey), episode: 2, points: 4, pointType: 'general' }).expect(200);
    const rows = await board('?showType=big_brother');
    expect(rows.map((row) => [row.playerFirstName, row.totalPoints, row.rank, row.tied])).toEqual([
      ['Alex', 9, 1, false],
      ['Blake', 4, 2, true],
      ['Casey', 4, 2, true],
      ['Drew', 0, 4, false],
    ]);
    expect(pointsOf(rows, alex)).toMatchObject({ teamsDrafted: 1, draftPoints: 9, miniGamePoints: 0, playerLastName: 'Rivera' });
    expect(pointsOf(rows, casey)!.pointsByPeriod!.slice(0, 3)).toEqual([0, 4, 0]);
    expect(pointsOf(rows, casey)!.pointsByPeriod).toHaveLength(35);
  });

  it("shows other players' emails only to admins; a player sees their own and masked others", async () => {
    await h.draft('big_brother', [alex, blake], []);
    expect(pointsOf(await board(), blake)!.playerEmail).toBe(blake.email);
    const seenByAlex = await board('', alex.token);
    expect(pointsOf(seenByAlex, alex)!.playerEmail).toBe(alex.email);
    expect(pointsOf(seenByAlex, blake)!.playerEmail).toBe(`b***@example.test`);
  });

  it('adds Amazing Race mini-game points only beyond the team points, and filters by league', async () => {
    const { race } = await raceAfterWeekOne();
    const other = await h.draft('big_brother', [casey, drew], [bb[0]]);
    const rows = await board(`?draftId=${race.id}`);
    expect(rows.map((row) => [row.playerFirstName, row.draftPoints, row.miniGamePoints, row.totalPoints])).toEqual([
      ['Blake', 2, 6, 6],
      ['Alex', 5, 3, 5],
    ]);
    expect((await board(`?draftId=${other.id}`)).map((row) => row.playerFirstName).sort()).toEqual(['Casey', 'Drew']);
  });

  it('explains every point: per player, per draft, each drafted item by episode and point type', async () => {
    const league = await h.draft('survivor', [alex, blake], [sv[0], sv[1]]);
    const mine = (await firstPickOf())(alex);
    await h.contestantPoints({ contestantId: mine, episode: 2, points: 5, pointType: 'immunity' }).expect(200);
    await h.contestantPoints({ contestantId: mine, episode: 2, points: 1, pointType: 'survived' }).expect(200);
    const all = (await h.get('/api/all-player-points?showType=survivor', alex.token).expect(200)).body;
    const alexPoints = all.find((row: { playerId: string }) => row.playerId === alex.id);
    expect(alexPoints).toMatchObject({ totalPoints: 6, miniGamePoints: 0, drafts: [{ draftId: league.id, showType: 'survivor', draftPoints: 6 }] });
    expect(alexPoints.drafts[0].items[0]).toMatchObject({
      itemId: mine,
      kind: 'contestant',
      pickNumber: expect.any(Number),
      round: 1,
      totalPoints: 6,
      byPeriod: { 2: { immunity: 5, survived: 1 } },
    });
  });

  it('follows the draft: an undone pick no longer scores, a deleted draft drops out', async () => {
    const league = await h.draft('big_brother', [alex, blake], [bb[0], bb[1]]);
    await h.contestantPoints({ contestantId: bb[0], episode: 1, points: 3, pointType: 'hoh' }).expect(200);
    await h.contestantPoints({ contestantId: bb[1], episode: 1, points: 2, pointType: 'veto' }).expect(200);
    expect((await board()).reduce((sum, row) => sum + row.totalPoints, 0)).toBe(5);
    await h.http().post(`/api/drafts/${league.id}/undo`).set(bearer(h.admin)).send({ pickNumber: 2 }).expect(200);
    expect((await board()).reduce((sum, row) => sum + row.totalPoints, 0)).toBe(3);
    await h.http().delete(`/api/admin/drafts/${league.id}`).set(bearer(h.admin)).expect(200);
    expect(await board()).toEqual([]);
  });

  it("counts only what aired up to a player's spoiler guard, for that player; admins see everything", async () => {
    await h.draft('big_brother', [alex, blake], [bb[0], bb[1]]);
    await h.contestantPoints({ contestantId: bb[0], episode: 1, points: 3, pointType: 'hoh' }).expect(200);
    await h.contestantPoints({ contestantId: bb[0], episode: 4, points: 2, pointType: 'veto' }).expect(200);
    expect((await h.get('/api/player/spoiler-guard', alex.token).expect(200)).body).toEqual({});
    const set = await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'big_brother', watchedThrough: 3 }).expect(200);
    expect(set.body.big_brother).toBe(3);
    const alexView = await board('?showType=big_brother', alex.token);
    expect(alexView.reduce((sum, row) => sum + row.totalPoints, 0)).toBe(3);
    expect((await h.get('/api/contestant-point-totals-table', alex.token).expect(200)).body).toEqual({ [bb[0]]: { 1: 3 } });
    expect((await h.get('/api/contestant-points-detailed', alex.token).expect(200)).body).toHaveLength(1);
    expect((await board('?showType=big_brother', blake.token)).reduce((sum, row) => sum + row.totalPoints, 0)).toBe(5);
    expect((await board('?showType=big_brother')).reduce((sum, row) => sum + row.totalPoints, 0)).toBe(5);
    await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'amazing_race', watchedThrough: 25 }).expect(422);
    await h.http().put('/api/player/spoiler-guard').set(bearer(h.admin)).send({ showType: 'big_brother', watchedThrough: 1 }).expect(403);
  });

  it('remembers a first answer of "caught up" (the screens stop asking), and answers only the shows answered for', async () => {
    await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'survivor', watchedThrough: null }).expect(200);
    expect((await h.get('/api/player/spoiler-guard', alex.token).expect(200)).body).toEqual({ survivor: null });
    const again = await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'amazing_race', watchedThrough: 2 }).expect(200);
    expect(again.body).toEqual({ survivor: null, amazing_race: 2 });
    expect((await h.get('/api/player/spoiler-guard', blake.token).expect(200)).body).toEqual({});
    await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'survivor' }).expect(400);
    await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'the_bachelor', watchedThrough: 1 }).expect(400);
    await h.http().get('/api/player/spoiler-guard').expect(401);
    await h.get('/api/player/spoiler-guard').expect(403);
  });

  it("answers an admin a league's standings whole (no spoiler guard) with who is still in; a player's guard hides later points and eliminations", async () => {
    const league = await h.draft('survivor', [alex, blake], [sv[0], sv[1], sv[2], sv[3]]);
    const alexItems = (await picksOf()).filter((pick) => pick.playerId === alex.id).map((pick) => pick.itemId);
    await h.contestantPoints({ contestantId: alexItems[0], episode: 1, points: 2, pointType: 'immunity' }).expect(200);
    await h.contestantPoints({ contestantId: alexItems[1], episode: 5, points: 3, pointType: 'immunity' }).expect(200);
    await h.http().put(`/api/contestants/${alexItems[1]}/eliminate`).set(bearer(h.admin)).send({ eliminated: true, period: 5 }).expect(200);
    await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'survivor', watchedThrough: 1 }).expect(200);

    const asAdmin = await board(`?draftId=${league.id}`);
    expect(pointsOf(asAdmin, alex)).toMatchObject({ totalPoints: 5, teamsDrafted: 2, stillIn: 1 });
    expect(pointsOf(asAdmin, blake)).toMatchObject({ totalPoints: 0, teamsDrafted: 2, stillIn: 2 });
    // Alex has watched episode 1 only: the episode-5 points and the episode-5 elimination are not shown to him yet.
    expect(pointsOf(await board(`?draftId=${league.id}`, alex.token), alex)).toMatchObject({ totalPoints: 2, stillIn: 2 });
    expect(pointsOf(await board(`?draftId=${league.id}`, blake.token), alex)).toMatchObject({ totalPoints: 5, stillIn: 1 });
    await h.http().put(`/api/contestants/${alexItems[0]}/eliminate`).set(bearer(h.admin)).send({ eliminated: true }).expect(200);
    expect(pointsOf(await board(`?draftId=${league.id}`, alex.token), alex)!.stillIn).toBe(1);
    expect(await board('?draftId=no-such-draft')).toEqual([]);
  });

  it('refuses a malformed league or show, and anyone not signed in', async () => {
    await h.get('/api/leaderboard?draftId=..%2Fadmin').expect(400);
    await h.get(`/api/leaderboard?draftId=${'x'.repeat(65)}`).expect(400);
    await h.get('/api/leaderboard?showType=the_bachelor').expect(400);
    await h.http().get('/api/leaderboard?draftId=abc').expect(401);
  });

  it("counts a mini-game finish's awards, and drops them when the game is reset or deleted (the audit log says so)", async () => {
    const race = await h.draft('amazing_race', [alex, blake], [ar[0], ar[1]]);
    await finishMiniGame('mg1', race.id, [
      [blake, 3],
      [alex, 2],
    ]);
    expect((await board(`?draftId=${race.id}`)).map((row) => [row.playerFirstName, row.miniGamePoints])).toEqual([
      ['Blake', 3],
      ['Alex', 2],
    ]);
    expect((await h.get('/api/all-player-points').expect(200)).body.find((row: { playerId: string }) => row.playerId === alex.id).miniGames).toEqual([
      { miniGameId: 'mg1', draftId: race.id, showType: 'amazing_race', points: 2 },
    ]);
    await appendMiniGame('mg1', {
      type: 'MiniGameAttemptsReset',
      data: { miniGameId: 'mg1', draftId: race.id, showType: 'amazing_race', round: 2, resetBy: 'admin', resetAt: new Date().toISOString() },
    });
    expect((await board(`?draftId=${race.id}`)).map((row) => row.miniGamePoints)).toEqual([0, 0]);
    await finishMiniGame('mg1', race.id, [[alex, 3]], 2);
    expect(pointsOf(await board(), alex)!.miniGamePoints).toBe(3);
    await appendMiniGame('mg1', {
      type: 'MiniGameDeleted',
      data: { miniGameId: 'mg1', draftId: race.id, deletedBy: 'admin', deletedAt: new Date().toISOString() },
    });
    expect(pointsOf(await board(), alex)!.miniGamePoints).toBe(0);
    const rows = (await h.get(`/api/admin/points/log?subjectId=${alex.id}`).expect(200)).body as {
      action: string;
      before: number | null;
      after: number | null;
    }[];
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['removed', 3, null],
      ['entered', null, 3],
      ['removed', 2, null],
      ['entered', null, 2],
    ]);
  });

  it("runs each player's total week by week to the table's total: mini-game awards in the week they were awarded in, by the show's rule", async () => {
    const { race, teamOf } = await raceAfterWeekOne();
    await h.teamPoints({ teamId: teamOf(alex), week: 2, points: 1 }).expect(200);
    await h.teamPoints({ teamId: teamOf(blake), week: 2, points: 4 }).expect(200);
    await finishMiniGame('mg2', race.id, [[blake, 2]]);
    const rows = await board(`?draftId=${race.id}`);
    // Amazing Race: mini-game points count beyond the team points only, week by week as in the total.
    expect(pointsOf(rows, blake)).toMatchObject({ draftPoints: 6, miniGamePoints: 8, totalPoints: 8 });
    expect(pointsOf(rows, blake)!.runningTotals!.slice(0, 4)).toEqual([0, 6, 8, 8]);
    expect(pointsOf(rows, alex)!.runningTotals!.slice(0, 4)).toEqual([0, 5, 6, 6]);
    expect(pointsOf(rows, alex)!.runningTotals).toHaveLength(25);
    for (const row of rows) expect(row.runningTotals!.at(-1)).toBe(row.totalPoints);
  });

  it('puts an award made before the first episode at the start, and one made after the last episode a player watched at that one', async () => {
    const house = await h.draft('big_brother', [alex, blake], [bb[0], bb[1]]);
    const itemOf = await firstPickOf();
    await finishMiniGame('mg0', house.id, [[alex, 3]], 1, 'big_brother');
    await h.contestantPoints({ contestantId: itemOf(alex), episode: 1, points: 3, pointType: 'hoh' }).expect(200);
    await h.contestantPoints({ contestantId: itemOf(blake), episode: 2, points: 2, pointType: 'veto' }).expect(200);
    await finishMiniGame('mg1', house.id, [[blake, 2]], 1, 'big_brother');
    await h.contestantPoints({ contestantId: itemOf(alex), episode: 3, points: 1, pointType: 'general' }).expect(200);
    const whole = await board(`?draftId=${house.id}`);
    expect(pointsOf(whole, alex)!.runningTotals!.slice(0, 5)).toEqual([3, 6, 6, 7, 7]);
    expect(pointsOf(whole, blake)!.runningTotals!.slice(0, 5)).toEqual([0, 0, 4, 4, 4]);
    for (const row of whole) expect(row.runningTotals!.at(-1)).toBe(row.totalPoints);

    await h.http().put('/api/player/spoiler-guard').set(bearer(alex.token)).send({ showType: 'big_brother', watchedThrough: 1 }).expect(200);
    const watchedOne = await board(`?draftId=${house.id}`, alex.token);
    expect(pointsOf(watchedOne, blake)).toMatchObject({ draftPoints: 0, miniGamePoints: 2, totalPoints: 2 });
    expect(pointsOf(watchedOne, blake)!.runningTotals!.slice(0, 3)).toEqual([0, 2, 2]);
    for (const row of watchedOne) expect(row.runningTotals!.at(-1)).toBe(row.totalPoints);
  });

  it('says which weeks or episodes of each show are scored (never what), the most recently scored show first', async () => {
    const scored = async (token = h.admin) => (await h.get('/api/scored-periods', token).expect(200)).body as { showType: string; periods: number[] }[];
    await h.draft('big_brother', [alex, blake], [bb[0], bb[1]]);
    expect(await scored(alex.token)).toEqual([]);
    await h.contestantPoints({ contestantId: bb[0], episode: 3, points: 3, pointType: 'hoh' }).expect(200);
    await h.contestantPoints({ contestantId: bb[1], episode: 1, points: 2, pointType: 'veto' }).expect(200);
    await h.teamPoints({ teamId: ar[0], week: 2, points: 5 }).expect(200);
    await finishMiniGame('mg1', 'no-draft', [[alex, 3]], 1, 'survivor');
    expect((await scored(alex.token)).map(({ showType, periods }) => [showType, periods])).toEqual([
      ['amazing_race', [2]],
      ['big_brother', [1, 3]],
    ]);
    await h.contestantPoints({ contestantId: bb[0], episode: 4, points: 1, pointType: 'general' }).expect(200);
    expect((await scored()).map(({ showType, periods }) => [showType, periods])).toEqual([
      ['big_brother', [1, 3, 4]],
      ['amazing_race', [2]],
    ]);
    await h.http().get('/api/scored-periods').expect(401);
  });

  async function appendMiniGame(miniGameId: string, event: MiniGameEvent) {
    const { position } = await h.running.events.append(miniGameStream(miniGameId), [event], 'any');
    await h.running.runner.waitFor(position);
  }

  /** A mini-game's finish as the mini-games service records it: the event is the record of its awards. */
  function finishMiniGame(miniGameId: string, draftId: string, awards: [Player, number][], round = 1, showType: ShowType = 'amazing_race') {
    return appendMiniGame(miniGameId, {
      type: 'MiniGameFinished',
      data: {
        miniGameId,
        draftId,
        showType,
        round,
        awards: awards.map(([player, points], index) => ({ playerId: player.id, rank: index + 1, points, completionTimeSeconds: 10 * (index + 1) })),
        finishedBy: 'admin',
        finishedAt: new Date().toISOString(),
      },
    });
  }
});
