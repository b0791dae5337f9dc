import { Client } from 'pg';
import { describeOnPostgres } from '../../test/scratchDatabase';
import { pgAdvisoryLease } from './pgAdvisoryLease';

jest.setTimeout(30_000);

describeOnPostgres('pgAdvisoryLease on a PostgreSQL server', (databaseUrl) => {
  it('lets one copy hold a lease at a time, and passes it on when the holder lets go', async () => {
    const [a, b] = [pgAdvisoryLease(databaseUrl(), 'drafts_'), pgAdvisoryLease(databaseUrl(), 'drafts_')];
    const other = pgAdvisoryLease(databaseUrl(), 'scoring_');
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(await other.tryAcquire()).toBe(true); // another set of read models has a lease of its own
    expect(await a.stillHeld()).toBe(true);
    await a.release();
    expect(await b.tryAcquire()).toBe(true);
    await Promise.all([b.release(), other.release()]);
  });

  it('is lost with its connection (a killed owner), and taken by the next copy that asks', async () => {
    const [owner, standby] = [pgAdvisoryLease(databaseUrl(), 'gateway_'), pgAdvisoryLease(databaseUrl(), 'gateway_')];
    expect(await owner.tryAcquire()).toBe(true);
    expect(await standby.tryAcquire()).toBe(false);
    const admin = new Client({ connectionString: databaseUrl() });
    await admin.connect();
    // What the server does when the owner's process dies: its session ends.
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    expect(rowCount).toBe(1);
    await admin.end();
    let taken = false;
    for (let i = 0; i < 50 && !taken; i += 1) {
      taken = await standby.tryAcquire();
      if (!taken) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(taken).toBe(true);
    expect(await owner.stillHeld()).toBe(false);
    await Promise.all([owner.release(), standby.release()]);
  });
});
