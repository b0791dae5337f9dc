import { openStorage, type StorageConfig } from '@reality-draft/kernel';
import { describeOnRealStorage } from '@reality-draft/kernel/testing';
import { miniGameStream, type LeaderboardRow, type RecapsAnswer } from '@reality-draft/events';
import { COLLECTIONS } from './readModels/documents';
import { bearer, startScoring, type ScoringHarness } from '../test/scoringHarness';

jest.setTimeout(90_000);

const VIEWS = [
  '/api/leaderboard',
  '/api/leaderboard?showType=big_brother',
  '/api/all-player-points',
  '/api/point-totals-table',
  '/api/contestant-point-totals-table',
  '/api/contestant-points-detailed',
  '/api/admin/points/log',
  '/api/scored-periods',
];

/** Every view, and a league's recaps and predictions. */
const readViews = (h: ScoringHarness, leagueId: string) =>
  Promise.all([...VIEWS, `/api/drafts/${leagueId}/recaps`, `/api/drafts/${leagueId}/predictions`].map(async (view) => (await h.get(view).expect(200)).body));

/** A short season on real adapters: entries, corrections, removals and racing re-saves; a restart; a replay. */
function realAdapterSuite(config: () => StorageConfig) {
  it('scores a season, keeps it across a restart, and replay rebuilds the read models byte for byte', async () => {
    const firstStorage = await openStorage(config());
    const first = await startScoring(firstStorage);
    const [bb, ar] = [await first.seed('big_brother'), await first.seed('amazing_race')];
    const players = [await first.player('Alex'), await first.player('Blake'), await first.player('Casey')];
    const { id: houseId } = await first.draft('big_brother', players, bb.slice(0, 6));
    await first.draft('amazing_race', players.slice(0, 2), ar.slice(0, 4));
    for (let episode = 1; episode <= 4; episode += 1) {
      await first.contestantPoints({ contestantId: bb[episode % 6], episode, points: 3, pointType: 'hoh' }).expect(200);
      await first.contestantPoints({ contestantId: bb[(episode + 2) % 6], episode, points: 2, pointType: 'veto' }).expect(200);
      await first.teamPoints({ teamId: ar[episode % 4], week: episode, points: 5 - episode }).expect(200);
    }
    const { body: wrong } = await first.contestantPoints({ contestantId: bb[1], episode: 1, points: 9, pointType: 'general' }).expect(200);
    await first.http().put(`/api/admin/points/entries/${wrong.id}`).set(bearer(first.admin)).send({ points: 1, reason: 'Typo' }).expect(200);
    await first.http().delete(`/api/admin/points/entries/${wrong.id}`).set(bearer(first.admin)).expect(200);

    // Ten admins' tabs re-saving one key at once: each lands as an entry or a correction, nothing is counted twice.
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => first.teamPoints({ teamId: ar[0], week: 9, points: i + 1 })));
    expect(racing.map((res) => res.status)).toEqual(Array(10).fill(200));
    const log = (await first.get(`/api/admin/points/log?subjectId=${ar[0]}&period=9`).expect(200)).body as { after: number; before: number | null }[];
    expect((await first.get('/api/point-totals-table').expect(200)).body[ar[0]][9]).toBe(log[0].after);
    for (let i = 0; i < log.length - 1; i += 1) expect(log[i].before).toBe(log[i + 1].after);

    // A mini-game finished after episode 4, then episode 5: the awards sit in episode 4, after a replay too.
    const finished = await first.running.events.append(
      miniGameStream('mg1'),
      [
        {
          type: 'MiniGameFinished',
          data: {
            miniGameId: 'mg1',
            draftId: houseId,
            showType: 'big_brother',
            round: 1,
            awards: [{ playerId: players[2].id, rank: 1, points: 3, completionTimeSeconds: 30 }],
            finishedBy: 'admin',
            finishedAt: '2026-11-30T20:00:00.000Z',
          },
        },
      ],
      'any',
    );
    await first.running.runner.waitFor(finished.position);
    await first.contestantPoints({ contestantId: bb[5], episode: 5, points: 1, pointType: 'general' }).expect(200);
    const house = (await first.get(`/api/leaderboard?draftId=${houseId}`).expect(200)).body as LeaderboardRow[];
    const casey = house.find((row) => row.playerId === players[2].id)!;
    expect(casey.runningTotals![4] - casey.runningTotals![3]).toBe(casey.pointsByPeriod![3] + 3);
    for (const row of house) expect(row.runningTotals!.at(-1)).toBe(row.totalPoints);

    await first.http().put('/api/player/spoiler-guard').set(bearer(players[0].token)).send({ showType: 'big_brother', watchedThrough: 2 }).expect(200);

    // Blake calls episode 6's elimination: 2 points, in the league's standings and its recaps.
    await first.http().put(`/api/drafts/${houseId}/predictions/6`).set(bearer(players[1].token)).send({ itemId: bb[7] }).expect(200);
    await first.http().put(`/api/contestants/${bb[7]}/eliminate`).set(bearer(first.admin)).send({ eliminated: true, period: 6 }).expect(200);
    await first.contestantPoints({ contestantId: bb[0], episode: 6, points: 1, pointType: 'general' }).expect(200);
    const afterSix = (await first.get(`/api/leaderboard?draftId=${houseId}`).expect(200)).body as LeaderboardRow[];
    expect(afterSix.find((row) => row.playerId === players[1].id)!.predictionPoints).toBe(2);
    const { recaps } = (await first.get(`/api/drafts/${houseId}/recaps`).expect(200)).body as RecapsAnswer;
    expect(recaps.map((recap) => recap.period)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(recaps[0].lines).toContain('Who goes home: 1 of 1 called it (+2 each): Blake.');
    const live = await readViews(first, houseId);
    await first.running.stop();
    await firstStorage.close();

    const storage = await openStorage(config());
    const second = await startScoring(storage);
    expect(await readViews(second, houseId)).toEqual(live);
    const documents = () => Promise.all(Object.values(COLLECTIONS).map((name) => storage.docs.collection(name).find({}, { sort: { id: 1 } })));
    const projected = await documents();
    await second.running.runner.replay();
    expect(await documents()).toEqual(projected);
    expect(await readViews(second, houseId)).toEqual(live);
    await second.running.stop();
    await storage.close();
  });
}

describeOnRealStorage('scoring', (config) => {
  realAdapterSuite(config);
});
