import { Client, types } from 'pg';
import { describeOnPostgres } from '../../test/scratchDatabase';
import { documentStoreContract } from './documentStore.contract';
import { UnsupportedQueryError } from './jsonbSql';
import { openPongoDocumentStore } from './pongoDocumentStore';
import { queryLanguageContract } from './queryLanguage.contract';

jest.setTimeout(120_000);

describeOnPostgres('Pongo document store on a PostgreSQL server', (databaseUrl) => {
  describe('contract', () => documentStoreContract(() => openPongoDocumentStore(databaseUrl())));
  describe('query language', () => queryLanguageContract(() => openPongoDocumentStore(databaseUrl())));

  const withSql = async <T>(run: (sql: Client) => Promise<T>): Promise<T> => {
    const sql = new Client({ connectionString: databaseUrl() });
    await sql.connect();
    try {
      return await run(sql);
    } finally {
      await sql.end();
    }
  };

  it('removes a collection by dropping its table', async () => {
    const store = await openPongoDocumentStore(databaseUrl());
    await store.collection('removed').insertOne({ id: 'r' });
    const tables = () => withSql(async (sql) => (await sql.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'removed'`)).rowCount);
    expect(await tables()).toBe(1);
    await store.remove('removed');
    expect(await tables()).toBe(0);
    await store.close();
  });

  it("keeps its tables in a schema of their own, away from the event log's", async () => {
    await withSql((sql) => sql.query('CREATE TABLE public.events (position BIGINT)'));
    const store = await openPongoDocumentStore(databaseUrl());
    await store.collection('events').insertOne({ id: 'e' });
    await store.drop('events');
    await store.close();
    const tables = await withSql(async (sql) => (await sql.query(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'events'`)).rows);
    expect(tables.map((table) => table.table_schema).sort()).toEqual(['documents', 'public']);
  });

  it("leaves node-postgres's type parsers as they were for the event store", async () => {
    const store = await openPongoDocumentStore(databaseUrl());
    await store.close();
    expect(types.getTypeParser(20, 'text')('12345678901234567890')).toBe('12345678901234567890');
    expect(types.getTypeParser(3802, 'text')('{"n":"12345678901234567890"}')).toEqual({ n: '12345678901234567890' });
  });

  it('finds by a field through its index, and refuses filters it cannot translate', async () => {
    const store = await openPongoDocumentStore(databaseUrl());
    const table = `indexed_${Date.now()}`;
    const rows = store.collection(table);
    await rows.ensureIndex('email');
    await rows.insertOne({ id: 'a', email: 'a@x.test' });
    const plan = await withSql(async (sql) => {
      await sql.query('SET search_path = documents; SET enable_seqscan = off');
      const explain = async (where: string) =>
        (await sql.query(`EXPLAIN SELECT data FROM ${table} WHERE ${where}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
      return { id: await explain(`data->'id' @> '"a"'::jsonb`), email: await explain(`data->'email' @> '"a@x.test"'::jsonb`) };
    });
    expect(plan.id).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(plan.email).toMatch(/Index Scan|Bitmap Index Scan/);
    await expect(rows.find({ $where: 'true' })).rejects.toBeInstanceOf(UnsupportedQueryError);
    await expect(rows.updateOne({ id: 'a' }, { $rename: { email: 'mail' } })).rejects.toBeInstanceOf(UnsupportedQueryError);
    await store.close();
  });

  it('takes 150,000 documents in one replaceMany, then pages of them and upserts one by one quickly', async () => {
    const store = await openPongoDocumentStore(databaseUrl());
    const rows = store.collection<{ id: string; n: number }>(`timed_${Date.now()}`);
    const page = (from: number, size: number) => new Map(Array.from({ length: size }, (_, k) => [`r${from + k}`, { id: `r${from + k}`, n: from + k }]));
    let started = performance.now();
    await rows.replaceMany(page(0, 150_000));
    const replaceMs = performance.now() - started;
    started = performance.now();
    const pages = 20;
    // Half of each page already stored (replaced in place), half new.
    for (let p = 0; p < pages; p++) await rows.replaceMany(page(149_750 + p * 500, 500));
    const pageMs = (performance.now() - started) / pages;
    started = performance.now();
    const upserts = 500;
    for (let n = 0; n < upserts; n++) {
      const id = `r${(n * 7919) % 150_000}`;
      const current = await rows.findOne({ id });
      await rows.updateOne({ id }, { id, n: (current?.n ?? 0) + 1 }, { upsert: true });
    }
    const upsertMs = (performance.now() - started) / upserts;
    console.log(
      `Pongo: replaceMany of 150,000 documents ${Math.round(replaceMs)} ms; of 500 into them ${Math.round(pageMs)} ms; findOne + upserting updateOne ${upsertMs.toFixed(2)} ms`,
    );
    expect(await rows.count()).toBe(150_000 + pages * 500 - 250);
    await store.close();
  });
});
