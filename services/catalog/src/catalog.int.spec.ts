import { openStorage, type StorageConfig } from '@reality-draft/kernel';
import { describeOnRealStorage } from '@reality-draft/kernel/testing';
import { CATALOG_ITEMS } from './readModels/catalogItemsProjection';
import { bearer, startCatalog, type CatalogHarness } from '../test/catalogHarness';

jest.setTimeout(60_000);

const LISTS = ['/api/teams', '/api/contestants', '/api/survivor-contestants'];

async function readAll(app: CatalogHarness, token: string) {
  return Promise.all(LISTS.map(async (list) => (await app.http().get(list).set(bearer(token)).expect(200)).body));
}

/** Seeds, eliminates and imports on real adapters, restarts on the same data, and replays the read model. */
function realAdapterSuite(config: () => StorageConfig) {
  it('keeps the casts across a restart, and replay rebuilds an equal read model', async () => {
    const firstStorage = await openStorage(config());
    const first = await startCatalog(firstStorage);
    const admin = await first.adminToken();
    const post = (path: string, body: object = {}) => first.http().post(path).set(bearer(admin)).send(body).expect(200);
    const eliminate = (route: string, id: string, eliminated: boolean, period?: number) =>
      first.http().put(`/api/${route}/${id}/eliminate`).set(bearer(admin)).send({ eliminated, period }).expect(200);
    await post('/api/admin/seed-teams');
    await post('/api/admin/seed-contestants');
    await post('/api/admin/seed-survivor-contestants');
    await eliminate('teams', 'ar38-t03', true);
    await eliminate('contestants', 'bb27-c05', true);
    await eliminate('contestants', 'sv49-c07', true, 2);
    await eliminate('contestants', 'sv49-c07', false);
    await eliminate('contestants', 'sv49-c08', true, 4);
    await post('/api/admin/force-seed-contestants');
    await eliminate('contestants', 'bb27-c16', true);
    await post('/api/admin/cast/amazing_race/import', { format: 'csv', content: 'memberNames,description\nAl & Bo,Brothers\nCy & Di,Sisters\n' });
    await post('/api/admin/cleanup-amazing-race');
    await post('/api/admin/seed-teams');
    await eliminate('teams', 'ar38-t13', true);
    const live = await readAll(first, admin);
    expect(live.map((cast) => cast.filter((item: { isActive: boolean }) => !item.isActive).map((item: { id: string }) => item.id))).toEqual([
      ['ar38-t13'],
      ['bb27-c16'],
      ['sv49-c08'],
    ]);
    const [, , survivor] = live;
    expect(survivor.filter((item: { eliminatedIn: number | null }) => item.eliminatedIn !== null)).toEqual([
      expect.objectContaining({ id: 'sv49-c08', eliminatedIn: 4 }),
    ]);
    await first.running.stop();
    await firstStorage.close();

    const storage = await openStorage(config());
    const second = await startCatalog(storage);
    expect(await readAll(second, admin)).toEqual(live);
    const documents = () => storage.docs.collection(CATALOG_ITEMS).find({}, { sort: { id: 1 } });
    const projected = await documents();
    await second.running.runner.replay();
    expect(await documents()).toEqual(projected);
    expect(await readAll(second, admin)).toEqual(live);
    await second.running.stop();
    await storage.close();
  });
}

describeOnRealStorage('catalog', (config) => {
  realAdapterSuite(config);
});
