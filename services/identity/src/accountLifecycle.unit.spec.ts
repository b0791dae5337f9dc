import { claimUniqueKey, MemoryEventStore, NedbDocumentStore, type Storage } from '@reality-draft/kernel';
import { startIdentity } from '../test/identityHarness';
import { ADMINS } from './readModels/accountsProjection';

/** Storage that outlives one identity instance, as a data directory does across restarts. */
function sharedStorage(): Storage {
  return { events: new MemoryEventStore(), docs: new NedbDocumentStore(), close: async () => undefined };
}

const loginStatus = async (app: Awaited<ReturnType<typeof startIdentity>>, emailOrUsername: string, password: string) =>
  (await app.http().post('/api/auth/login').send({ emailOrUsername, password })).status;

describe('accounts across restarts', () => {
  it('completes an admin whose first start-up stopped after claiming the username', async () => {
    const storage = sharedStorage();
    await claimUniqueKey(storage.events, 'admin-username', 'boss', 'half-made-admin', { takenMessage: 'taken' });
    const app = await startIdentity(storage, { adminUsername: 'boss', adminPassword: 'boss-pass-1' });
    expect(await loginStatus(app, 'boss', 'boss-pass-1')).toBe(200);
    await app.running.stop();
  });

  it('signs the admin in from the log while the accounts read model does not show them yet', async () => {
    const storage = sharedStorage();
    const first = await startIdentity(storage, { adminUsername: 'boss', adminPassword: 'boss-pass-1' });
    await first.running.stop();
    await storage.docs.drop(ADMINS); // this copy of the read model lags the admin's creation
    const app = await startIdentity(storage, { adminUsername: 'boss', adminPassword: 'boss-pass-1' });
    const res = await app.http().post('/api/auth/login').send({ emailOrUsername: 'boss', password: 'boss-pass-1' }).expect(200);
    expect(res.body).toMatchObject({ userType: 'admin', admin: { username: 'boss', profileImageUrl: null } });
    // The admin's first screen asks who is signed in: the same admin, not a signed-out session.
    const me = await app.http().get('/api/admin/me').set('Authorization', `Bearer ${res.body.sessionToken}`).expect(200);
    expect(me.body).toEqual(res.body.admin);
    expect(await loginStatus(app, 'boss', 'wrong-pass')).toBe(401);
    expect(await loginStatus(app, 'nobody', 'boss-pass-1')).toBe(401);
    await app.running.stop();
  });

  it('lets ADMIN_PASSWORD rotate the admin password at the next start', async () => {
    const storage = sharedStorage();
    const before = await startIdentity(storage, { adminUsername: 'boss', adminPassword: 'first-pass' });
    await before.running.stop();
    const after = await startIdentity(storage, { adminUsername: 'boss', adminPassword: 'second-pass' });
    expect(await loginStatus(after, 'boss', 'second-pass')).toBe(200);
    expect(await loginStatus(after, 'boss', 'first-pass')).toBe(401);
    await after.running.stop();
  });

  it('refuses demo accounts once demo mode is off, though their events remain', async () => {
    const storage = sharedStorage();
    const demo = await startIdentity(storage, { demo: true });
    expect(await loginStatus(demo, 'demo-admin', 'draft-demo-2026')).toBe(200);
    await demo.running.stop();
    const production = await startIdentity(storage, { demo: false });
    expect(await loginStatus(production, 'demo-admin', 'draft-demo-2026')).toBe(401);
    expect(await loginStatus(production, 'alex@demo.test', 'draft-demo-2026')).toBe(401);
    await production.running.stop();
  });

  it('refuses settings that are not positive numbers at start-up', async () => {
    const { identitySettingsFromEnv } = await import('./identityModule');
    expect(() => identitySettingsFromEnv({ SESSION_TTL_HOURS: 'abc' })).toThrow('SESSION_TTL_HOURS must be a positive number, not "abc"');
    expect(() => identitySettingsFromEnv({ LOGIN_MAX_FAILURES: '0' })).toThrow('LOGIN_MAX_FAILURES must be a positive number');
  });
});
