import { openStorage, type StorageConfig } from '@reality-draft/kernel';
import { describeOnRealStorage } from '@reality-draft/kernel/testing';
import { bearer, startIdentity } from '../test/identityHarness';

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

describeOnRealStorage('identity', (config) => {
  realAdapterSuite(config);
});
