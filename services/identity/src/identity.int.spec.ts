import { openStorage, type Storage, type StorageConfig } from '@reality-draft/kernel';
import { describeOnRealStorage } from '@reality-draft/kernel/testing';
import { bearer, startIdentity } from '../test/identityHarness';
import { expectErased, legacyPlayer } from '../test/deletion';

jest.setTimeout(60_000);

/** Runs identity on real adapters, restarts it on the same data, and replays its read models. */
function realAdapterSuite(config: () => StorageConfig) {
  it('keeps accounts and sessions across a restart, and replay rebuilds equal read models', async () => {
    const firstStorage = await openStorage(config());
    const first = await startIdentity(firstStorage);
    const admin = await first.adminToken();
    const ann = await first.register('ann@x.test', 'ann-pass');
    await first.register('bob@x.test', 'bob-pass', 'Bob');
    await first.http().put(`/api/admin/players/${ann.id}/email`).set(bearer(admin)).send({ email: 'ann2@x.test' }).expect(200);
    const { temporaryPassword } = (await first.http().post(`/api/admin/players/${ann.id}/reset-password`).set(bearer(admin)).send({}).expect(200)).body;
    const live = (await first.http().get('/api/admin/players').set(bearer(admin)).expect(200)).body;
    await first.running.stop();
    await firstStorage.close();

    const storage = await openStorage(config());
    const second = await startIdentity(storage);
    expect((await second.http().get('/api/admin/players').set(bearer(admin)).expect(200)).body).toEqual(live);
    await second.login('ann2@x.test', temporaryPassword);
    await second.running.runner.replay();
    expect((await second.http().get('/api/admin/players').set(bearer(admin)).expect(200)).body).toEqual(live);
    await second.running.stop();
    await storage.close();
  });
}

/** Identity on storage opened from `config`, for one test: `work` gets both; both are closed after. */
async function onStorage(config: () => StorageConfig, work: (storage: Storage, app: Awaited<ReturnType<typeof startIdentity>>) => Promise<void>) {
  const storage = await openStorage(config());
  const app = await startIdentity(storage);
  try {
    await work(storage, app);
  } finally {
    await app.running.stop();
    await storage.close();
  }
}

/** A deletion on real adapters: the log rewritten in place by SQL, the key gone from the stored documents. */
function deletionSuite(config: () => StorageConfig) {
  it('erases a player sealed from the start and one written in plaintext before, and the replay shows neither', () =>
    onStorage(config, async (storage, app) => {
      const admin = await app.adminToken();
      const sealed = await app.register('sealed.one@x.test', 'sealed-pass', 'Seraphina');
      const legacy = { id: '22222222-2222-4222-8222-222222222222', email: 'plain.one@x.test', firstName: 'Plato', lastName: 'Plainfield' };
      await legacyPlayer(storage, app, admin, legacy);
      for (const id of [sealed.id, legacy.id]) await app.http().delete(`/api/admin/players/${id}`).set(bearer(admin)).expect(204);
      await expectErased(storage, app, sealed.id, ['sealed.one@x.test', 'Seraphina']);
      await expectErased(storage, app, legacy.id, [legacy.email, legacy.firstName, legacy.lastName]);
      await app.running.runner.replay();
      const listed = ((await app.http().get('/api/admin/players').set(bearer(admin)).expect(200)).body as { id: string }[]).map((player) => player.id);
      expect(listed.filter((id) => id === sealed.id || id === legacy.id)).toEqual([]);
    }));
}

describeOnRealStorage('identity', (config) => {
  realAdapterSuite(config);
  deletionSuite(config);
});
