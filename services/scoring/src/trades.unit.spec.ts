import type { LeaderboardRow, TradesAnswer, TradeView, UserPick } from '@reality-draft/events';
import { bearer, startBigBrotherLeague, type Player, type ScoringHarness } from '../test/scoringHarness';

const HOUR = 3_600_000;
let clock: Date;
let h: ScoringHarness;
let bb: string[];
let [ann, ben, cy]: Player[] = [];
let league: { id: string };

beforeEach(async () => {
  clock = new Date('2026-12-04T20:00:00.000Z');
  const rosters: [string, string, number[]][] = [
    ['Ann', 'Lee', [0, 3, 6]],
    ['Ben', 'Cho', [1, 2, 7]],
    ['Cy', 'Ortiz', [4, 5, 8]],
  ];
  ({
    h,
    bb,
    players: [ann, ben, cy],
    league,
  } = await startBigBrotherLeague(rosters, { now: () => clock }));
});
afterEach(() => h.running.stop());

const propose = (player: Player, toPlayer: Player, give: string[], get: string[]) =>
  h.http().post(`/api/drafts/${league.id}/trades`).set(bearer(player.token)).send({ toPlayerId: toPlayer.id, give, get });
const setRules = (body: object) => h.http().put(`/api/admin/drafts/${league.id}/rules`).set(bearer(h.admin)).send(body).expect(200);
const act = (token: string, tradeId: string, action: string) =>
  h.http().post(`/api/drafts/${league.id}/trades/${tradeId}/${action}`).set(bearer(token)).send({});
const trades = async (token: string) => ((await h.get(`/api/drafts/${league.id}/trades`, token).expect(200)).body as TradesAnswer).trades;
const picksOf = async (player: Player) =>
  ((await h.get('/api/user/picks', player.token).expect(200)).body as UserPick[]).map((pick) => pick.contestantId).sort();
const rowOf = async (player: Player) =>
  ((await h.get(`/api/leaderboard?draftId=${league.id}`).expect(200)).body as LeaderboardRow[]).find((row) => row.playerId === player.id)!;
const savePeriod = (period: number, entries: { subjectId: string; pointType: string; points: number }[]) =>
  h.http().put(`/api/admin/points/periods/big_brother/${period}`).set(bearer(h.admin)).send({ entries }).expect(200);

describe('trades', () => {
  it('are proposed, accepted, reviewed and completed in one step; the items score for their new holders from the next episode', async () => {
    await savePeriod(1, [
      { subjectId: bb[3], pointType: 'hoh', points: 3 },
      { subjectId: bb[2], pointType: 'veto', points: 2 },
    ]);
    const proposed = (await propose(ann, ben, [bb[3]], [bb[2]]).expect(201)).body as TradeView;
    expect(proposed).toMatchObject({
      status: 'proposed',
      fromPlayerName: 'Ann Lee',
      toPlayerName: 'Ben Cho',
      give: [{ itemId: bb[3] }],
      get: [{ itemId: bb[2] }],
    });
    // Proposed: the two players' and the admin's business only.
    expect(await trades(cy.token)).toEqual([]);
    expect((await trades(h.admin)).map((trade) => trade.id)).toEqual([proposed.id]);
    expect((await act(cy.token, proposed.id, 'accept').expect(403)).body.message).toBe('Only the player the trade was offered to can accept or decline it.');
    await act(ann.token, proposed.id, 'accept').expect(403);
    await act(ben.token, proposed.id, 'cancel').expect(403);

    const accepted = (await act(ben.token, proposed.id, 'accept').expect(200)).body as TradeView;
    expect(accepted).toMatchObject({ status: 'accepted', completesAt: '2026-12-05T20:00:00.000Z' });
    expect((await trades(cy.token)).map((trade) => trade.status)).toEqual(['accepted']);
    expect(await picksOf(ann)).toEqual([bb[0], bb[3], bb[6]].sort());

    clock = new Date(clock.getTime() + 25 * HOUR);
    const [done] = await trades(ann.token);
    expect(done).toMatchObject({ status: 'completed', fromPeriod: 2, completesAt: null });
    expect(await picksOf(ann)).toEqual([bb[0], bb[2], bb[6]].sort());
    expect(await picksOf(ben)).toEqual([bb[1], bb[3], bb[7]].sort());
    const room = (await h.get(`/api/drafts/${league.id}`, ann.token).expect(200)).body;
    expect(room.rosterMoves).toEqual([expect.objectContaining({ kind: 'trade', fromPlayerId: ann.id, toPlayerId: ben.id, fromPeriod: 2 })]);
    expect(room.activity.at(-1)).toMatchObject({ kind: 'traded', fromPlayerId: ann.id, toPlayerId: ben.id });

    // Episode 1's points stay with the earlier holders; episode 2's go to the new ones.
    await savePeriod(2, [
      { subjectId: bb[3], pointType: 'hoh', points: 5 },
      { subjectId: bb[2], pointType: 'veto', points: 1 },
    ]);
    expect(await rowOf(ann)).toMatchObject({ draftPoints: 3 + 1, teamsDrafted: 3 });
    expect(await rowOf(ben)).toMatchObject({ draftPoints: 2 + 5, teamsDrafted: 3 });
    expect((await act(h.admin, proposed.id, 'veto').expect(409)).body.message).toBe('The review has ended: the trade went through.');
    // Ann's data export names the trade; Cy's, who was not part of it, does not.
    const scoring = h.running.modules.find((module) => module.name === 'scoring')!;
    const exported = async (player: Player) => ((await scoring.exportPlayer!(player.id)) as { scoring: { trades: { id: string }[] } }).scoring.trades;
    expect((await exported(ann)).map((trade) => trade.id)).toEqual([proposed.id]);
    expect(await exported(cy)).toEqual([]);
  });

  it('are vetoed by the admin in review, declined, cancelled; a trade whose items changed hands meanwhile fails (409)', async () => {
    const vetoed = (await propose(ann, ben, [bb[0]], [bb[1]]).expect(201)).body as TradeView;
    await act(ben.token, vetoed.id, 'accept').expect(200);
    expect((await act(h.admin, vetoed.id, 'veto').expect(200)).body.status).toBe('vetoed');
    clock = new Date(clock.getTime() + 25 * HOUR);
    expect(await picksOf(ann)).toEqual([bb[0], bb[3], bb[6]].sort());

    const declined = (await propose(ann, ben, [bb[0]], [bb[1]]).expect(201)).body as TradeView;
    expect((await act(ben.token, declined.id, 'decline').expect(200)).body.status).toBe('declined');
    await act(ben.token, declined.id, 'accept').expect(409);
    const cancelled = (await propose(ann, cy, [bb[0]], [bb[4]]).expect(201)).body as TradeView;
    expect((await act(ann.token, cancelled.id, 'cancel').expect(200)).body.status).toBe('cancelled');

    // With no review a trade completes as it is accepted: Ann's bb[6] goes to Cy, so her offer of it to Ben fails.
    await setRules({ trades: { reviewHours: 0 } });
    const toBen = (await propose(ann, ben, [bb[6]], [bb[7]]).expect(201)).body as TradeView;
    const toCy = (await propose(ann, cy, [bb[6]], [bb[8]]).expect(201)).body as TradeView;
    expect((await act(cy.token, toCy.id, 'accept').expect(200)).body).toMatchObject({ status: 'completed', fromPeriod: 1 });
    const failed = await act(ben.token, toBen.id, 'accept').expect(409);
    expect(failed.body.message).toBe('Some of these items changed hands since the trade was proposed: it cannot go through.');
    expect((await trades(ann.token)).find((trade) => trade.id === toBen.id)).toMatchObject({ status: 'failed', reason: failed.body.message });
    expect(await picksOf(cy)).toEqual([bb[4], bb[5], bb[6]].sort());
  });

  it('never gives one item twice: two offers of it accepted at the same moment, one goes through and the other fails', async () => {
    await setRules({ trades: { reviewHours: 0 } });
    const toBen = (await propose(ann, ben, [bb[6]], [bb[7]]).expect(201)).body as TradeView;
    const toCy = (await propose(ann, cy, [bb[6]], [bb[8]]).expect(201)).body as TradeView;
    const answers = await Promise.all([act(ben.token, toBen.id, 'accept'), act(cy.token, toCy.id, 'accept')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const holders = [...(await picksOf(ben)), ...(await picksOf(cy))].filter((itemId) => itemId === bb[6]);
    expect(holders).toHaveLength(1);
    expect(await picksOf(ann)).not.toContain(bb[6]);
  });

  it('refuses what cannot be traded, and anyone not in the league', async () => {
    expect((await propose(ann, ben, [bb[1]], [bb[2]]).expect(422)).body.message).toMatch(/is not on your roster\.$/);
    expect((await propose(ann, ben, [bb[0]], [bb[4]]).expect(422)).body.message).toMatch(/is not on their roster\.$/);
    expect((await propose(ann, ann, [bb[0]], [bb[3]]).expect(422)).body.message).toBe('You can only trade with another player of this league.');
    await propose(ann, ben, [bb[0], bb[3], bb[6], bb[9]], [bb[1]]).expect(400);
    await propose(ann, ben, [], [bb[1]]).expect(400);
    const outsider = await h.player('Out', 'Sider');
    await propose(outsider, ben, [bb[0]], [bb[1]]).expect(403);
    await h.get(`/api/drafts/${league.id}/trades`, outsider.token).expect(403);
    await act(ann.token, 'no-such-trade', 'cancel').expect(404);
    await setRules({ trades: { enabled: false } });
    expect((await propose(ann, ben, [bb[0]], [bb[1]]).expect(422)).body.message).toBe('Trades are off in this league.');
  });
});
