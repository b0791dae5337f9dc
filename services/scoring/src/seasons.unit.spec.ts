import type { DraftSummary, SeasonsAnswer } from '@reality-draft/events';
import { bearer, startBigBrotherLeague, type Player, type ScoringHarness } from '../test/scoringHarness';

let h: ScoringHarness;
let bb: string[];
let [ann, ben]: Player[] = [];
let first: { id: string };

let clock: Date;

beforeEach(async () => {
  clock = new Date();
  ({
    h,
    bb,
    players: [ann, ben],
    league: first,
  } = await startBigBrotherLeague(undefined, { now: () => clock }));
});
afterEach(() => h.running.stop());

const nextSeason = (draftId: string, body: object = {}, token = h.admin) =>
  h.http().post(`/api/admin/drafts/${draftId}/next-season`).set(bearer(token)).send(body);
const seasons = async (draftId: string, token: string) => (await h.get(`/api/drafts/${draftId}/seasons`, token).expect(200)).body as SeasonsAnswer;

describe('the same league next season', () => {
  it('starts once from a finished league, its players join, and the seasons, champions and records follow the chain', async () => {
    await h
      .http()
      .put(`/api/admin/points/periods/big_brother/1`)
      .set(bearer(h.admin))
      .send({ entries: [{ subjectId: bb[0], pointType: 'hoh', points: 9 }] })
      .expect(200);
    const made = await nextSeason(first.id, { name: 'Season Two' }).expect(201);
    const second = made.body as DraftSummary;
    expect(second).toMatchObject({ previousDraftId: first.id, name: 'Season Two', showType: 'big_brother', status: 'pending' });
    expect((await nextSeason(first.id).expect(409)).body.message).toBe("This league's next season already exists.");
    expect((await nextSeason(second.id).expect(409)).body.message).toBe('Only a league whose draft has finished can start its next season.');
    await nextSeason(first.id, {}, ann.token).expect(403);
    await nextSeason(first.id, {}, await h.otherAdminToken()).expect(403);
    await nextSeason('no-such-league').expect(404);
    await nextSeason(first.id, { showType: 'the_bachelor' }).expect(400);

    // Refused (no Survivor cast loaded), the claim on the season before is freed; deleted (a wrong name), a next season can be started again.
    const other = await h.league('big_brother', [
      [ann, [bb[0], bb[3], bb[8]]],
      [ben, [bb[1], bb[2], bb[9]]],
    ]);
    await nextSeason(other.id, { showType: 'survivor' }).expect(422);
    const wrong = (await nextSeason(other.id, { name: 'Wrong name' }).expect(201)).body as DraftSummary;
    await h.http().delete(`/api/admin/drafts/${wrong.id}`).set(bearer(h.admin)).expect(200);
    await nextSeason(other.id).expect(409);
    clock = new Date(clock.getTime() + 60_000);
    expect((await nextSeason(other.id).expect(201)).body.name).not.toBe('Wrong name');

    // Only Ben comes back, with a newcomer.
    const cy = await h.player('Cy', 'Ortiz');
    for (const player of [ben, cy]) await h.http().post('/api/drafts/join').set(bearer(player.token)).send({ joinCode: second.joinCode }).expect(200);
    const asBen = await seasons(second.id, ben.token);
    expect(asBen.seasons.map((season) => [season.draftId, season.name, season.decided])).toEqual([
      [first.id, expect.stringMatching(/^Big Brother #/), true],
      [second.id, 'Season Two', false],
    ]);
    expect(asBen.seasons[0]).toMatchObject({ status: 'completed', finishedAt: expect.any(String), champion: { playerId: ann.id, name: 'Ann Lee', points: 9 } });
    expect(asBen.seasons[0].standings.map((row) => [row.name, row.rank, row.points])).toEqual([
      ['Ann Lee', 1, 9],
      ['Ben Cho', 2, 0],
    ]);
    expect(asBen.seasons[1]).toMatchObject({ status: 'pending', champion: null, standings: [] });
    expect(asBen.records).toMatchObject({
      mostPointsInPeriod: { playerId: ann.id, points: 9, draftId: first.id, period: 1 },
      titles: [{ playerId: ann.id, count: 1 }],
      bestFinishes: [
        { playerId: ann.id, rank: 1 },
        { playerId: ben.id, rank: 2 },
      ],
    });
    // Ann played the first season only, Cy the second only: both see the whole history; an outsider does not.
    expect((await seasons(second.id, ann.token)).seasons).toHaveLength(2);
    expect((await seasons(first.id, cy.token)).seasons).toHaveLength(2);
    await h.get(`/api/drafts/${first.id}/seasons`, (await h.player('Out', 'Sider')).token).expect(403);
    await h.get(`/api/drafts/${first.id}/seasons`, await h.otherAdminToken()).expect(403);
    await h.get('/api/drafts/no-such-league/seasons', ann.token).expect(404);
  });
});
