import { ACCOUNT_DELETION_MESSAGES, ERASED, ERASURES_STREAM } from '@reality-draft/events';
import type { Storage } from '@reality-draft/kernel';
import { bearer, memoryStorage, startIdentity } from '../../test/identityHarness';
import { expectErased, legacyPlayer, storedLog, type IdentityApp } from '../../test/deletion';

describe('deleting a player', () => {
  let storage: Storage;
  let app: IdentityApp;
  let admin: string;
  beforeEach(async () => {
    storage = memoryStorage();
    app = await startIdentity(storage, { maxFailures: 3 });
    admin = await app.adminToken();
  });
  afterEach(() => app.running.stop());

  const players = async () => (await app.http().get('/api/admin/players').set(bearer(admin)).expect(200)).body as { id: string }[];

  it('deletes your own account with your password: sessions end, sign-in fails, the e-mail may register again', async () => {
    const ann = await app.register('ann.deleted@x.test', 'ann-pass-1', 'Annabelle');
    const token = await app.login('ann.deleted@x.test', 'ann-pass-1');
    const other = await app.login('ann.deleted@x.test', 'ann-pass-1');
    const wrong = await app.http().delete('/api/players/me').set(bearer(token)).send({ password: 'not-it-at-all' }).expect(401);
    expect(wrong.body.message).toBe(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    await app.http().get('/api/players/me').set(bearer(token)).expect(200);

    await app.http().delete('/api/players/me').set(bearer(token)).send({ password: 'ann-pass-1' }).expect(204);
    await app.http().get('/api/players/me').set(bearer(other)).expect(401);
    await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann.deleted@x.test', password: 'ann-pass-1' }).expect(401);
    expect((await players()).map((player) => player.id)).not.toContain(ann.id);
    await expectErased(storage, app, ann.id, ['ann.deleted@x.test', 'Annabelle']);

    const again = await app.register('ann.deleted@x.test', 'new-pass-12', 'Annabelle');
    expect(again.id).not.toBe(ann.id);
    await app.login('ann.deleted@x.test', 'new-pass-12');
  });

  it('throttles wrong passwords as sign-in does', async () => {
    await app.register('bo@x.test', 'bo-pass-12', 'Bo');
    const token = await app.login('bo@x.test', 'bo-pass-12');
    for (let i = 0; i < 3; i += 1)
      await app
        .http()
        .delete('/api/players/me')
        .set(bearer(token))
        .send({ password: `wrong-${i}-pass` })
        .expect(401);
    const locked = await app.http().delete('/api/players/me').set(bearer(token)).send({ password: 'bo-pass-12' }).expect(429);
    expect(locked.headers['retry-after']).toBeDefined();
    await app.http().get('/api/players/me').set(bearer(token)).expect(200);
  });

  it('refuses a body without a password, and changes nothing', async () => {
    await app.register('cy@x.test', 'cy-pass-12', 'Cy');
    const token = await app.login('cy@x.test', 'cy-pass-12');
    const head = await storage.events.head();
    await app.http().delete('/api/players/me').set(bearer(token)).send({}).expect(400);
    await app.http().delete('/api/players/me').set(bearer(token)).send({ password: 12345678 }).expect(400);
    await app
      .http()
      .delete('/api/players/me')
      .set(bearer(token))
      .send({ password: 'x'.repeat(201) })
      .expect(400);
    expect(await storage.events.head()).toBe(head);
  });

  it('lets an admin delete a player, again to finish a deletion cut short, and answers 404 for no one', async () => {
    const dee = await app.register('dee@x.test', 'dee-pass-12', 'Deirdre');
    const token = await app.login('dee@x.test', 'dee-pass-12');
    await app.http().delete(`/api/admin/players/${dee.id}`).set(bearer(admin)).expect(204);
    await app.http().get('/api/players/me').set(bearer(token)).expect(401);
    await app.http().delete(`/api/admin/players/${dee.id}`).set(bearer(admin)).expect(204);
    await app.http().delete('/api/admin/players/00000000-0000-4000-8000-000000000000').set(bearer(admin)).expect(404);
    await app.http().put(`/api/admin/players/${dee.id}/email`).set(bearer(admin)).send({ email: 'dee2@x.test' }).expect(404);
    await expectErased(storage, app, dee.id, ['dee@x.test', 'Deirdre']);
    const deleted = (await app.running.events.readStream(`player-${dee.id}`)).events.filter((event) => event.type === 'PlayerDeleted');
    expect(deleted).toHaveLength(1);
  });

  it('seals names and e-mails in the log from the start, an e-mail changed by an admin included', async () => {
    const eve = await app.register('eve@x.test', 'eve-pass-12', 'Evangeline');
    await app.http().put(`/api/admin/players/${eve.id}/email`).set(bearer(admin)).send({ email: 'eve.new@x.test' }).expect(200);
    const stored = await storedLog(storage);
    for (const text of ['eve@x.test', 'eve.new@x.test', 'Evangeline']) expect(stored).not.toContain(text);
    await app.http().post('/api/auth/login').send({ emailOrUsername: 'eve.new@x.test', password: 'wrong-pass-1' }).expect(401);
    await app.login('eve.new@x.test', 'eve-pass-12');
    expect(JSON.stringify(await storage.docs.collection('identity_login_attempts').find({}))).not.toContain('eve');
  });

  it('clears, in place, the plaintext of a player written before fields were sealed, and records it naming no one', async () => {
    const legacy = { id: '11111111-1111-4111-8111-111111111111', email: 'old.timer@x.test', firstName: 'Oldrich', lastName: 'Timmerman' };
    const password = await legacyPlayer(storage, app, admin, legacy);
    await app.login(legacy.email, password);
    // The old claim still counts: nobody else may register the address.
    await app.http().post('/api/players/register').send({ email: legacy.email, password: 'someone-else', firstName: 'X' }).expect(409);
    const before = await storage.events.head();

    await app.http().delete(`/api/admin/players/${legacy.id}`).set(bearer(admin)).expect(204);
    await expectErased(storage, app, legacy.id, [legacy.email, legacy.firstName, legacy.lastName]);
    const { events } = await storage.events.readStream(ERASURES_STREAM);
    expect(events.map((event) => event.data)).toEqual([{ events: 3, erasedAt: expect.any(String) }]); // the registration, and the claim's two events
    expect(JSON.stringify(events)).not.toContain(legacy.id);
    // Positions and versions stay: only the fields changed.
    const all = await storage.events.readAll(0, 100_000);
    expect(all.filter((event) => event.position <= before)).toHaveLength(before);
    expect(JSON.stringify(all)).toContain(ERASED);
    await app.register(legacy.email, 'fresh-pass-12', 'Olga');
  });

  it('finishes an erasure cut short: a PlayerDeleted whose erasure never ran is erased at the next start', async () => {
    const fay = await app.register('fay.cut@x.test', 'fay-pass-12', 'Fayette');
    await app.running.stop();
    await storage.events.append(
      `player-${fay.id}`,
      [{ type: 'PlayerDeleted', data: { playerId: fay.id, deletedBy: fay.id, deletedAt: new Date().toISOString() } }],
      'any',
    );
    // The reactor's checkpoint is the read models': a copy that stopped before it ran runs it at start.
    app = await startIdentity(storage, { maxFailures: 3 });
    await app.running.runner.waitFor(await storage.events.head());
    await expectErased(storage, app, fay.id, ['fay.cut@x.test', 'Fayette']);
  });

  it('refuses to delete the shared demo players', async () => {
    const demo = await startIdentity(memoryStorage(), { demo: true });
    const alex = (await demo.http().post('/api/auth/login').send({ emailOrUsername: 'alex@demo.test', password: 'draft-demo-2026' }).expect(200)).body;
    const refused = await demo.http().delete('/api/players/me').set(bearer(alex.sessionToken)).send({ password: 'draft-demo-2026' }).expect(422);
    expect(refused.body.message).toBe(ACCOUNT_DELETION_MESSAGES.demoAccount);
    await demo
      .http()
      .delete(`/api/admin/players/${alex.user.id}`)
      .set(bearer(await demo.adminToken()))
      .expect(422);
    await demo.running.stop();
  });
});
