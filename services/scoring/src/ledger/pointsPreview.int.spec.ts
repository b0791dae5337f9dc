import { BIG_BROTHER_POINT_TYPES } from '@reality-draft/events';
import { NedbDocumentStore, openPgClient, SqlEventStore, type Storage } from '@reality-draft/kernel';
import { describeOnPostgres } from '@reality-draft/kernel/testing';
import { bearer, startScoring } from '../../test/scoringHarness';
import { PREVIEWS_BUSY } from './previewTurns';

jest.setTimeout(120_000);

/** A pool smaller than the 32 a process gets: the previews must leave connections for the writes all the same. */
const POOL = 10;
const PREVIEWS = 8;
const ENTRIES = 400;

/** A PostgreSQL event store on a small pool, counting the statements it has in flight at once. */
async function countedStorage(url: string) {
  const client = await openPgClient(url, POOL);
  let inFlight = 0;
  let peak = 0;
  const counted: typeof client = {
    ...client,
    query: async (...args: Parameters<typeof client.query>) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        return await client.query(...args);
      } finally {
        inFlight -= 1;
      }
    },
  };
  const events = await SqlEventStore.open(counted);
  const storage: Storage = { events, docs: new NedbDocumentStore(), close: () => events.close() };
  return { storage, peak: () => peak, resetPeak: () => (peak = inFlight) };
}

describeOnPostgres('a burst of point previews on PostgreSQL (issue 31)', (databaseUrl) => {
  it('answers every preview of 400 entries without a 500, holds few connections, and an entry saved meanwhile succeeds', async () => {
    const { storage, peak, resetPeak } = await countedStorage(databaseUrl());
    const h = await startScoring(storage);
    try {
      const bb = await h.seed('big_brother');
      const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
      await h.draft('big_brother', [ann, ben], bb.slice(0, 4));
      await h.contestantPoints({ contestantId: bb[0], episode: 1, points: 3, pointType: 'hoh' }).expect(200);
      const entries = BIG_BROTHER_POINT_TYPES.flatMap((pointType) =>
        Array.from({ length: 35 }, (_, n) => bb.map((contestantId) => ({ route: 'contestant', contestantId, episode: n + 1, points: 1, pointType }))).flat(),
      ).slice(0, ENTRIES);
      expect(entries).toHaveLength(ENTRIES);

      resetPeak();
      const previews = Array.from({ length: PREVIEWS }, () => h.http().post('/api/admin/points/preview').set(bearer(h.admin)).send({ entries }));
      const answers = Promise.all(previews);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entered = await h.contestantPoints({ contestantId: bb[1], episode: 2, points: 2, pointType: 'veto' });
      const results = await answers;

      expect(entered.status).toBe(200);
      for (const res of results) {
        if (res.status === 429) expect(res.body).toEqual({ message: PREVIEWS_BUSY });
        else expect(res.status).toBe(200);
      }
      expect(results.filter((res) => res.status === 200).length).toBeGreaterThan(0);
      // The entry streams a preview reads wait their turn: the pool's connections stay free for the writes.
      expect(peak()).toBeLessThanOrEqual(POOL - 2);
    } finally {
      await h.running.stop();
      await storage.close();
    }
  });
});
