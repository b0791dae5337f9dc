import type { LeaderboardRow, LeagueRulesAnswer, PlayerPoints, ReplacementClaimView, ReplacementsAnswer, UserPick } from '@reality-draft/events';
import { ANN_AND_BEN, bearer, startBigBrotherLeague, type Player, type ScoringHarness } from '../test/scoringHarness';

const HOUR = 3_600_000;
let clock: Date;
let h: ScoringHarness;
let bb: string[];
let ann: Player;
let ben: Player;
let league: { id: string };

beforeEach(async () => {
  clock = new Date('2026-12-04T20:00:00.000Z');
  ({
    h,
    bb,
    players: [ann, ben],
    league,
  } = await startBigBrotherLeague(ANN_AND_BEN, { now: () => clock }));
});
afterEach(() => h.running.stop());

const setRules = (body: unknown, token = h.admin) =>
  h
    .http()
    .put(`/api/admin/drafts/${league.id}/rules`)
    .set(bearer(token))
    .send(body as object);
const claim = (player: Player, dropItemId: string, addItemId: string) =>
  h.http().post(`/api/drafts/${league.id}/replacements`).set(bearer(player.token)).send({ dropItemId, addItemId });
const replacements = async (token: string) => (await h.get(`/api/drafts/${league.id}/replacements`, token).expect(200)).body as ReplacementsAnswer;
const eliminate = (itemId: string, period: number) =>
  h.http().put(`/api/contestants/${itemId}/eliminate`).set(bearer(h.admin)).send({ eliminated: true, period }).expect(200);
const savePeriod = (period: number, entries: { subjectId: string; pointType: string; points: number }[]) =>
  h.http().put(`/api/admin/points/periods/big_brother/${period}`).set(bearer(h.admin)).send({ entries }).expect(200);
const rowOf = async (player: Player) =>
  ((await h.get(`/api/leaderboard?draftId=${league.id}`).expect(200)).body as LeaderboardRow[]).find((row) => row.playerId === player.id)!;
const picksOf = async (player: Player) => ((await h.get('/api/user/picks', player.token).expect(200)).body as UserPick[]).map((pick) => pick.contestantId);

describe('league rules', () => {
  it('start at the defaults, change field by field for the league’s admin, and refuse what is out of bounds naming the field', async () => {
    const defaults = (await h.get(`/api/drafts/${league.id}/rules`, ann.token).expect(200)).body as LeagueRulesAnswer;
    expect(defaults).toMatchObject({ replacements: { perPlayer: 2, pointCost: 0, claimHours: 24 }, trades: { enabled: true, reviewHours: 24 } });
    expect(defaults.words[0]).toBe('Each player may replace up to 2 eliminated picks this season, at no cost.');
    const set = (await setRules({ replacements: { pointCost: 3 }, trades: { enabled: false } }).expect(200)).body as LeagueRulesAnswer;
    expect(set).toMatchObject({ replacements: { perPlayer: 2, pointCost: 3, claimHours: 24 }, trades: { enabled: false, reviewHours: 24 } });
    expect(set.words).toContain('Trades are off.');
    expect((await setRules({ replacements: { perPlayer: 11 } }).expect(400)).body.message).toBe('replacements.perPlayer must be at most 10.');
    expect((await setRules({ trades: { reviewHours: 73 } }).expect(400)).body.message).toBe('trades.reviewHours must be at most 72.');
    expect((await setRules({ replacements: { claimHours: -1 } }).expect(400)).body.message).toBe('replacements.claimHours must be at least 0.');
    expect((await h.get(`/api/drafts/${league.id}/rules`, ben.token).expect(200)).body.replacements.pointCost).toBe(3);

    const otherAdmin = await h.otherAdminToken();
    await h.get(`/api/drafts/${league.id}/rules`, otherAdmin).expect(200);
    await setRules({ replacements: { pointCost: 1 } }, otherAdmin).expect(403);
    await setRules({ replacements: { pointCost: 1 } }, ann.token).expect(403);
    const outsider = await h.player('Out', 'Sider');
    await h.get(`/api/drafts/${league.id}/rules`, outsider.token).expect(403);
    await h.get(`/api/drafts/${league.id}/replacements`, outsider.token).expect(403);
    await claim(outsider, bb[3], bb[5]).expect(403);
    await h.get('/api/drafts/no-such-league/rules').expect(404);
  });
});

describe('replacement picks', () => {
  it('settle a window together: the lower-placed player wins the item both claimed; rosters and points follow from the next episode', async () => {
    await setRules({ replacements: { pointCost: 3 } }).expect(200);
    await savePeriod(1, [
      { subjectId: bb[0], pointType: 'hoh', points: 3 },
      { subjectId: bb[2], pointType: 'veto', points: 1 },
    ]);
    await eliminate(bb[3], 1);
    await eliminate(bb[2], 1);
    // Ann (3 points, 1st) claims first; Ben (1 point, 2nd) an hour later, for the same house guest.
    const first = (await claim(ann, bb[3], bb[5]).expect(202)).body as ReplacementClaimView;
    expect(first).toMatchObject({ status: 'pending', settlesAt: '2026-12-05T20:00:00.000Z', drop: { itemId: bb[3] }, add: { itemId: bb[5] } });
    clock = new Date(clock.getTime() + HOUR);
    const second = (await claim(ben, bb[2], bb[5]).expect(202)).body as ReplacementClaimView;
    expect(second.settlesAt).toBe(first.settlesAt);
    expect((await replacements(ann.token)).claims.map((each) => each.status)).toEqual(['pending']);

    clock = new Date(clock.getTime() + 24 * HOUR);
    const bens = await replacements(ben.token);
    expect(bens.claims).toEqual([expect.objectContaining({ id: second.id, status: 'won', fromPeriod: 2, pointCost: 3, reason: null })]);
    expect(bens).toMatchObject({ used: 1, remaining: 1 });
    const anns = await replacements(ann.token);
    expect(anns.claims).toEqual([
      expect.objectContaining({ id: first.id, status: 'lost', reason: expect.stringMatching(/^A player placed lower in the standings claimed .+ too\.$/) }),
    ]);
    expect(anns.claimable.map((item) => item.itemId)).not.toContain(bb[5]);
    expect((await replacements(h.admin)).claims).toHaveLength(2);

    expect(await picksOf(ben)).toEqual(expect.arrayContaining([bb[1], bb[5], bb[9]]));
    expect(await picksOf(ben)).not.toContain(bb[2]);
    expect(await picksOf(ann)).toEqual(expect.arrayContaining([bb[0], bb[3], bb[8]]));
    const room = (await h.get(`/api/drafts/${league.id}`, ben.token).expect(200)).body;
    expect(room.rosterMoves).toEqual([expect.objectContaining({ kind: 'replacement', playerId: ben.id, dropItemId: bb[2], addItemId: bb[5], fromPeriod: 2 })]);
    expect(room.activity.at(-1)).toMatchObject({ kind: 'replaced', playerId: ben.id, fromPeriod: 2, periodWord: 'episode' });

    // Episode 2: the new pick scores for Ben; the dropped one's episode-1 point stays his; the claim cost 3.
    await savePeriod(2, [{ subjectId: bb[5], pointType: 'hoh', points: 4 }]);
    expect(await rowOf(ben)).toMatchObject({ draftPoints: 5, replacementPoints: -3, totalPoints: 2, teamsDrafted: 3 });
    expect((await rowOf(ben)).runningTotals!.slice(0, 3)).toEqual([0, 1, 2]);
    const breakdown = ((await h.get('/api/all-player-points', ben.token).expect(200)).body as PlayerPoints[]).find((row) => row.playerId === ben.id)!;
    const items = breakdown.drafts[0].items;
    expect(items.find((item) => item.itemId === bb[2])).toMatchObject({ totalPoints: 1, heldThrough: 1 });
    expect(items.find((item) => item.itemId === bb[5])).toMatchObject({ totalPoints: 4, heldFrom: 2 });
    expect(breakdown.replacements).toEqual([expect.objectContaining({ period: 2, points: -3, drop: expect.objectContaining({ itemId: bb[2] }) })]);

    // Ann has watched nothing yet: Ben's swap names a pick that went home, so she is not told of it.
    await h.http().put('/api/player/spoiler-guard').set(bearer(ann.token)).send({ showType: 'big_brother', watchedThrough: 0 }).expect(200);
    const guarded = ((await h.get('/api/all-player-points', ann.token).expect(200)).body as PlayerPoints[]).find((row) => row.playerId === ben.id)!;
    expect(guarded.drafts[0].items.map((item) => [item.itemId, item.heldThrough ?? null, item.heldFrom ?? null])).toEqual(
      expect.arrayContaining([[bb[2], null, null]]),
    );
    expect(guarded.drafts[0].items.map((item) => item.itemId)).not.toContain(bb[5]);
    expect(guarded.replacements).toEqual([]);
    // Nor that her own pick went home: it is not offered to drop until she has watched that far.
    expect((await replacements(ann.token)).droppable).toEqual([]);
    await h.http().put('/api/player/spoiler-guard').set(bearer(ann.token)).send({ showType: 'big_brother', watchedThrough: null }).expect(200);

    // Ann tries again; the admin closes the window at once.
    await claim(ann, bb[3], bb[6]).expect(202);
    const settled = (await h.http().post(`/api/admin/drafts/${league.id}/replacements/settle`).set(bearer(h.admin)).send({}).expect(200))
      .body as ReplacementsAnswer;
    expect(settled.claims[0]).toMatchObject({ playerId: ann.id, status: 'won', fromPeriod: 3 });
    expect(await picksOf(ann)).toEqual(expect.arrayContaining([bb[0], bb[6], bb[8]]));
  });

  it('with no claim window, two claims at the same moment for the same house guest: one wins, the other is refused', async () => {
    await setRules({ replacements: { claimHours: 0 } }).expect(200);
    await eliminate(bb[3], 1);
    await eliminate(bb[2], 1);
    const answers = await Promise.all([claim(ann, bb[3], bb[5]), claim(ben, bb[2], bb[5])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.message).toMatch(/is already on a roster in this league\.$/);
    const holders = [...(await picksOf(ann)), ...(await picksOf(ben))].filter((itemId) => itemId === bb[5]);
    expect(holders).toHaveLength(1);
  });

  it('with no claim window, first come first served; refuses what cannot be claimed, and beyond the season’s replacements', async () => {
    await setRules({ replacements: { claimHours: 0, perPlayer: 1 } }).expect(200);
    await eliminate(bb[3], 1);
    expect((await claim(ann, bb[0], bb[5]).expect(422)).body.message).toMatch(/is still in the game: only an eliminated pick can be replaced\.$/);
    expect((await claim(ann, bb[2], bb[5]).expect(422)).body.message).toMatch(/is not on your roster\.$/);
    expect((await claim(ann, bb[3], bb[1]).expect(422)).body.message).toMatch(/is already on a roster in this league\.$/);
    await eliminate(bb[6], 1);
    expect((await claim(ann, bb[3], bb[6]).expect(422)).body.message).toMatch(/is out of the game: claim someone still in\.$/);
    expect((await claim(ann, bb[3], 'nobody').expect(422)).body.message).toBe('That is not one of the current Big Brother cast.');
    await h.http().post(`/api/drafts/${league.id}/replacements`).set(bearer(ann.token)).send({ dropItemId: bb[3] }).expect(400);

    const won = (await claim(ann, bb[3], bb[5]).expect(202)).body as ReplacementClaimView;
    expect(won).toMatchObject({ status: 'won', fromPeriod: 2, settlesAt: won.claimedAt });
    await eliminate(bb[8], 2);
    expect((await claim(ann, bb[8], bb[7]).expect(422)).body.message).toBe('You have used your 1 replacement pick for this season.');
    // The admin cannot claim; a league still drafting takes no claims.
    await h.http().post(`/api/drafts/${league.id}/replacements`).set(bearer(h.admin)).send({ dropItemId: bb[8], addItemId: bb[7] }).expect(403);
    const drafting = await h.draft('big_brother', [ann, ben], []);
    const refused = await h.http().post(`/api/drafts/${drafting.id}/replacements`).set(bearer(ann.token)).send({ dropItemId: bb[3], addItemId: bb[7] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Replacements open once the draft has finished.');
  });
});
