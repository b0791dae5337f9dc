/** The VAPID pair on PostgreSQL (Pongo): two copies, each with a connection of its own, racing to make it. Runs when a server is reachable. */
import { openPongoDocumentStore } from '@reality-draft/kernel';
import { describeOnPostgres } from '@reality-draft/kernel/testing';
import { vapidDetails } from './vapidKeys';

describeOnPostgres('VAPID keys on PostgreSQL', (databaseUrl) => {
  it('are one pair for copies racing on one database, and the same after a restart', async () => {
    const copies = await Promise.all([1, 2, 3].map(() => openPongoDocumentStore(databaseUrl())));
    const now = () => new Date();
    const pairs = await Promise.all(copies.map((store) => vapidDetails({}, store, now)));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    await Promise.all(copies.map((store) => store.close()));
    const restarted = await openPongoDocumentStore(databaseUrl());
    expect((await vapidDetails({}, restarted, now)).publicKey).toBe(pairs[0].publicKey);
    await restarted.close();
  });
});
