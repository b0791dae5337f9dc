import { periodResultsStream, type LeaderboardRow, type PlayerPoints, type PredictionPeriod, type RecapsAnswer } from '@reality-draft/events';
import { bearer, startBigBrotherLeague, type Player, type ScoringHarness } from '../test/scoringHarness';

let h: ScoringHarness;
let storage: Awaited<ReturnType<typeof startBigBrotherLeague>>['storage'];
let bb: string[];
let ann: Player;
let ben: Player;
let league: { id: string };

beforeEach(async () => {
  ({
    storage,
    h,
    bb,
    players: [ann, ben],
    league,
  } = await startBigBrotherLeague());
});
afterEach(() => h.running.stop());

const predict = (player: Player, period: number, itemId: string) =>
  h.http().put(`/api/drafts/${league.id}/predictions/${period}`).set(bearer(player.token)).send({ itemId });
const prediction = async (token: string, period: number) =>
  (await h.get(`/api/drafts/${league.id}/predictions/${period}`, token).expect(200)).body as PredictionPeriod;
const eliminate = (itemId: string, period: number) =>
  h.http().put(`/api/contestants/${itemId}/eliminate`).set(bearer(h.admin)).send({ eliminated: true, period }).expect(200);
const savePeriod = (period: number, entries: { subjectId: string; pointType: string; points: number }[]) =>
  h.http().put(`/api/admin/points/periods/big_brother/${period}`).set(bearer(h.admin)).send({ entries }).expect(200);
const recaps = async (token = h.admin, query = '') => (await h.get(`/api/drafts/${league.id}/recaps${query}`, token).expect(200)).body as RecapsAnswer;
const rowOf = async (player: Player, token = h.admin) =>
  ((await h.get(`/api/leaderboard?draftId=${league.id}`, token).expect(200)).body as LeaderboardRow[]).find((row) => row.playerId === player.id)!;

describe('who goes home', () => {
  it("keeps each player's prediction to themselves until the period locks, then shows everyone's and scores the right ones", async () => {
    expect((await predict(ann, 1, bb[5]).expect(200)).body).toMatchObject({
      period: 1,
      locked: false,
      mine: { itemId: bb[5] },
      predictions: null,
      pointsPerCorrect: 2,
    });
    await predict(ann, 1, bb[4]).expect(200); // changed her mind: the later one counts
    await predict(ben, 1, bb[0]).expect(200);
    expect(await prediction(ben.token, 1)).toMatchObject({ mine: { itemId: bb[0] }, predictions: null });
    expect(await prediction(h.admin, 1)).toMatchObject({ mine: null, predictions: null });

    await eliminate(bb[4], 1);
    const conflict = await predict(ben, 1, bb[4]).expect(409);
    expect(conflict.body.message).toBe('Predictions for episode 1 are locked: its elimination is in.');
    const locked = await prediction(ben.token, 1);
    expect(locked).toMatchObject({ locked: true, lockedBy: 'elimination' });
    expect(locked.predictions).toEqual([
      { playerId: ann.id, playerName: 'Ann Lee', itemId: bb[4], label: expect.any(String), correct: true },
      { playerId: ben.id, playerName: 'Ben Cho', itemId: bb[0], label: expect.any(String), correct: false },
    ]);

    const annRow = await rowOf(ann);
    expect(annRow).toMatchObject({ predictionPoints: 2, totalPoints: 2, draftPoints: 0 });
    expect(annRow.runningTotals!.slice(0, 3)).toEqual([0, 2, 2]);
    expect(annRow.pointsByPeriod![0]).toBe(2);
    expect((await rowOf(ben)).predictionPoints).toBe(0);
    const breakdown = (await h.get('/api/all-player-points', ann.token).expect(200)).body as PlayerPoints[];
    expect(breakdown.find((row) => row.playerId === ann.id)!.predictions).toEqual([
      { draftId: league.id, period: 1, itemId: bb[4], label: expect.any(String), correct: true, points: 2 },
    ]);

    // The league's admin makes a correct prediction worth 5; a player who has not watched episode 1 sees none of it yet.
    await h.http().put(`/api/admin/drafts/${league.id}/prediction-settings`).set(bearer(h.admin)).send({ pointsPerCorrect: 5 }).expect(200);
    expect((await rowOf(ann)).predictionPoints).toBe(5);
    await h.http().put('/api/player/spoiler-guard').set(bearer(ann.token)).send({ showType: 'big_brother', watchedThrough: 0 }).expect(200);
    expect(await rowOf(ann, ann.token)).toMatchObject({ predictionPoints: 0, totalPoints: 0 });
    expect((await prediction(ann.token, 1)).predictions!.map((row) => row.correct)).toEqual([null, null]);
  });

  it('refuses someone already out, someone not in the cast, a period past the season, and a period whose results are in', async () => {
    await eliminate(bb[6], 1);
    expect((await predict(ann, 2, bb[6]).expect(422)).body.message).toMatch(/is already out of the game: predict someone still in\.$/);
    expect((await predict(ann, 2, 'nobody').expect(422)).body.message).toBe("That is not one of this show's current cast.");
    expect((await predict(ann, 36, bb[5]).expect(422)).body.message).toBe('The episode must be from 1 to 35.');
    await h.http().put(`/api/drafts/${league.id}/predictions/0`).set(bearer(ann.token)).send({ itemId: bb[5] }).expect(400);
    await h.http().put(`/api/drafts/${league.id}/predictions/2`).set(bearer(ann.token)).send({}).expect(400);
    await savePeriod(2, [{ subjectId: bb[0], pointType: 'hoh', points: 3 }]);
    expect((await predict(ann, 2, bb[5]).expect(409)).body.message).toBe('Predictions for episode 2 are locked: its results are in.');
    expect((await prediction(ann.token, 2)).lockedBy).toBe('results');
  });

  it("locks a period at the admin's lock time, and takes a lock away again", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const settings = await h
      .http()
      .put(`/api/admin/drafts/${league.id}/prediction-settings`)
      .set(bearer(h.admin))
      .send({ locks: [{ period: 3, locksAt: past }] });
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({ draftId: league.id, pointsPerCorrect: 2, locksAt: { 3: past } });
    expect((await predict(ann, 3, bb[5]).expect(409)).body.message).toBe("Predictions for episode 3 closed at the league's lock time.");
    await h
      .http()
      .put(`/api/admin/drafts/${league.id}/prediction-settings`)
      .set(bearer(h.admin))
      .send({ locks: [{ period: 3, locksAt: null }] })
      .expect(200);
    await predict(ann, 3, bb[5]).expect(200);
    const list = (await h.get(`/api/drafts/${league.id}/predictions`, ann.token).expect(200)).body;
    expect(list).toMatchObject({ currentPeriod: 1, pointsPerCorrect: 2 });
    expect(list.periods.map((period: PredictionPeriod) => period.period)).toEqual([3, 1]);
  });

  it("is the league's own: other players and admins 403, an unknown league 404, the admin cannot predict, a player cannot set the rules", async () => {
    const outsider = await h.player('Out', 'Sider');
    await predict(outsider, 1, bb[5]).expect(403);
    await h.get(`/api/drafts/${league.id}/predictions/1`, outsider.token).expect(403);
    await h.get(`/api/drafts/${league.id}/recaps`, outsider.token).expect(403);
    const otherAdmin = await h.otherAdminToken();
    await h.get(`/api/drafts/${league.id}/predictions`, otherAdmin).expect(403);
    await h.get(`/api/drafts/${league.id}/recaps`, otherAdmin).expect(403);
    await h.http().put(`/api/admin/drafts/${league.id}/prediction-settings`).set(bearer(otherAdmin)).send({ pointsPerCorrect: 3 }).expect(403);
    await h.http().put(`/api/drafts/${league.id}/predictions/1`).set(bearer(h.admin)).send({ itemId: bb[5] }).expect(403);
    await h.http().put(`/api/admin/drafts/${league.id}/prediction-settings`).set(bearer(ann.token)).send({ pointsPerCorrect: 3 }).expect(403);
    await h.get('/api/drafts/no-such-league/recaps').expect(404);
    await h.get('/api/drafts/no-such-league/predictions/1', ann.token).expect(404);
    await h.http().put(`/api/admin/drafts/${league.id}/prediction-settings`).set(bearer(h.admin)).send({ pointsPerCorrect: 11 }).expect(400);
    await h.http().get(`/api/drafts/${league.id}/recaps`).expect(401);
  });
});

describe('recaps', () => {
  it('recaps a saved episode from the log, again after its correction, and records each save', async () => {
    expect(await recaps()).toEqual({ recaps: [] });
    await predict(ben, 1, bb[6]).expect(200);
    await eliminate(bb[6], 1);
    await savePeriod(1, [
      { subjectId: bb[0], pointType: 'hoh', points: 3 },
      { subjectId: bb[1], pointType: 'veto', points: 2 },
    ]);
    const [first] = (await recaps()).recaps;
    expect(first).toMatchObject({ period: 1, showType: 'big_brother', title: 'Episode 1 recap', corrected: false, hidden: false, guardText: null });
    expect(first.lines[0]).toBe('Top scorer: Ben Cho, 4 points.');
    expect(first.lines).toContain('Who goes home: 1 of 1 called it (+2 each): Ben Cho.');
    expect(first.lines.some((line) => line.startsWith('Went home: ') && line.endsWith('(undrafted).'))).toBe(true);
    expect(first.lines[first.lines.length - 1]).toBe('Top three: 1st Ben Cho (4), 2nd Ann Lee (3).');
    expect(first.standings).toEqual([
      { playerId: ben.id, playerName: 'Ben Cho', rank: 1, rankBefore: null, points: 4, periodPoints: 4 },
      { playerId: ann.id, playerName: 'Ann Lee', rank: 2, rankBefore: null, points: 3, periodPoints: 3 },
    ]);

    await savePeriod(2, [{ subjectId: bb[3], pointType: 'hoh', points: 5 }]);
    const [second] = (await recaps()).recaps;
    expect(second.lines).toContain('Biggest move: Ann Lee, up 1 to 1st.');
    expect(second.lines).toContain('No elimination entered yet.');

    // The correction: Ben's veto was Ann's. Episode 1's recap follows it.
    await savePeriod(1, [
      { subjectId: bb[0], pointType: 'hoh', points: 3 },
      { subjectId: bb[0], pointType: 'veto', points: 2 },
    ]);
    const corrected = (await recaps()).recaps.find((recap) => recap.period === 1)!;
    expect(corrected.corrected).toBe(true);
    expect(corrected.standings.map((row) => [row.playerName, row.points])).toEqual([
      ['Ann Lee', 5],
      ['Ben Cho', 2],
    ]);
    const saves = (await storage.events.readStream(periodResultsStream('big_brother', 1))).events;
    expect(saves.map((event) => (event.data as { correction: boolean }).correction)).toEqual([false, true]);
  });

  it("hides a recap past the player's spoiler guard until they reveal it", async () => {
    await savePeriod(1, [{ subjectId: bb[0], pointType: 'hoh', points: 3 }]);
    await h.http().put('/api/player/spoiler-guard').set(bearer(ben.token)).send({ showType: 'big_brother', watchedThrough: 0 }).expect(200);
    const [guarded] = (await recaps(ben.token)).recaps;
    expect(guarded).toMatchObject({ hidden: true, guardText: "Episode 1 recap - you're at the start: reveal?", lines: [], standings: [] });
    const [revealed] = (await recaps(ben.token, '?reveal=1')).recaps;
    expect(revealed).toMatchObject({ hidden: false, guardText: null });
    expect(revealed.lines[0]).toBe('Top scorer: Ann Lee, 3 points.');
    expect((await recaps(ann.token)).recaps[0].hidden).toBe(false);
  });
});
