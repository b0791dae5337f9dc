import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PeriodAnswer } from '@reality-draft/events';
import { openStorage } from '@reality-draft/kernel';
import { bearer, startScoring } from '../../test/scoringHarness';

jest.setTimeout(90_000);

describe("a period's save on PGlite and NeDB files", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rd-scoring-period-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('replaces a winner, keeps one winner under racing saves, and reads the same after a restart', async () => {
    const storage = await openStorage({ eventStore: 'pglite', dataDir });
    const h = await startScoring(storage);
    const bb = await h.seed('big_brother');
    const url = (period: number) => `/api/admin/points/periods/big_brother/${period}`;
    const veto = (subjectId: string) => ({ entries: [{ subjectId, pointType: 'veto', points: 2 }] });

    await h.http().put(url(2)).set(bearer(h.admin)).send(veto(bb[8])).expect(200);
    const { body: replaced } = await h.http().put(url(2)).set(bearer(h.admin)).send(veto(bb[6])).expect(200);
    expect(replaced.changes.map((change: { subjectId: string; action: string }) => [change.subjectId, change.action])).toEqual([
      [bb[8], 'removed'],
      [bb[6], 'entered'],
    ]);

    const racing = await Promise.all(bb.slice(0, 5).map((id) => h.http().put(url(3)).set(bearer(h.admin)).send(veto(id))));
    expect(racing.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const { body: third } = await h.get(url(3)).expect(200);
    expect((third as PeriodAnswer).entries).toHaveLength(1);
    const totals = (await h.get('/api/contestant-point-totals-table').expect(200)).body;
    expect(Object.values(totals).filter((periods) => (periods as Record<string, number>)['3'] !== undefined)).toEqual([{ 3: 2 }]);
    await h.running.stop();
    await storage.close();

    const again = await openStorage({ eventStore: 'pglite', dataDir });
    const second = await startScoring(again);
    expect((await second.get(url(2)).expect(200)).body.entries).toMatchObject([{ subjectId: bb[6], points: 2 }]);
    expect((await second.get(url(3)).expect(200)).body).toEqual(third);
    expect((await second.http().put(url(2)).set(bearer(second.admin)).send(veto(bb[6])).expect(200)).body.changes).toEqual([]);
    await second.running.stop();
    await again.close();
  });
});
