import { draftStream, type DraftEvent } from '@reality-draft/events';
import { bearer, memoryStorage, startCatalog, type CatalogHarness } from '../../test/catalogHarness';

/** Drafts are another service's streams; here their events are written as the drafts service would. */
const at = '2026-11-21T20:00:00.000Z';
const created: DraftEvent = {
  type: 'DraftCreated',
  data: { draftId: 'd1', adminId: 'a', joinCode: 'ABC234', showType: 'big_brother', draftDate: '2026-11-21', turnTimeLimit: 60, createdAt: at },
};
const started: DraftEvent = { type: 'DraftStarted', data: { draftId: 'd1', order: ['p1', 'p2'], startedBy: 'a', startedAt: at } };
const completed: DraftEvent = { type: 'DraftCompleted', data: { draftId: 'd1', completedAt: at, reason: 'all_picks_made' } };

describe('a cast in use by a live draft', () => {
  let app: CatalogHarness;
  let admin: string;
  let storage: ReturnType<typeof memoryStorage>;

  const draftEvents = async (...events: DraftEvent[]) => {
    const { position } = await storage.events.append(draftStream('d1'), events, 'any');
    await app.running.runner.waitFor(position);
  };
  const tool = (name: string) => app.http().post(`/api/admin/${name}`).set(bearer(admin));

  beforeEach(async () => {
    storage = memoryStorage();
    app = await startCatalog(storage);
    admin = await app.adminToken();
    await tool('seed-contestants').expect(200);
  });
  afterEach(() => app.running.stop());

  it('cannot be cleared, force-seeded or replaced by an import until the draft ends; elimination stays open', async () => {
    await draftEvents(created, started);
    for (const name of ['clear-contestants', 'force-seed-contestants', 'cleanup-big-brother']) {
      expect((await tool(name).expect(409)).body.message).toBe(
        '1 live draft uses the Big Brother cast. Finish or delete it before replacing or clearing the cast.',
      );
    }
    await app.http().post('/api/admin/cast/big_brother/import').set(bearer(admin)).send({ format: 'json', content: '[{"name":"Bo"}]' }).expect(409);
    await app.http().put('/api/contestants/bb27-c01/eliminate').set(bearer(admin)).send({ eliminated: true }).expect(200);
    await tool('cleanup-amazing-race').expect(200);

    await draftEvents(completed);
    await tool('clear-contestants').expect(200);
  });
});
