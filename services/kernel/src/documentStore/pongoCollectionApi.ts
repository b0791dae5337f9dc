import { createHash } from 'node:crypto';
import { postgresSQLBuilder, type PongoCollection } from '@event-driven-io/pongo';
import { escapeIdentifier, type Pool } from 'pg';
import type { Document, Filter, FindOptions, Update } from './documentStore';
import { jsonbLiteral, jsonSql, orderBySql, updateSql, upsertSeed, whereSql } from './jsonbSql';
import type { ByIdWrite, MongoApiCollection, WriteCounts } from './mongoApiDocumentStore';

/** Pongo takes a filter or an update as SQL text in place of its own (which this store does not use, see below). */
type PongoSql = Extract<Parameters<PongoCollection<Document>['updateOne']>[1], string>;
const asSql = (text: string) => text as PongoSql;

/** Serializes this store's DDL (CREATE ... IF NOT EXISTS races between processes starting together). */
export const DDL_LOCK = 'SELECT pg_advisory_xact_lock(8311947260251)';

/** A bulk write this large refreshes the table's planner statistics. */
const ANALYZE_AFTER = 10_000;

/**
 * MongoDB's collection API on a Pongo collection: a PostgreSQL table of JSONB documents (`data`), made
 * and laid out by Pongo. Pongo 0.16.11 is used for what it does right once given SQL filters and
 * updates: findOne, insertOne, updateOne/replaceOne, updateMany, deleteMany, countDocuments. Its own
 * translation of MongoDB filters is not used: it compares numbers as text (`10 < 2`), breaks on a value
 * holding a quote (spliced into a jsonpath literal) and has no $or; jsonbSql.ts translates instead. What
 * Pongo lacks (find's sort/skip/limit, upsert, bulk writes, indexes, emptying a table) is SQL on its
 * table, run on the pool Pongo itself uses.
 */
export class PongoCollectionApi implements MongoApiCollection {
  private readonly table: string;

  constructor(
    private readonly pongo: PongoCollection<Document>,
    private readonly pool: Pool,
  ) {
    this.table = escapeIdentifier(pongo.collectionName);
  }

  /** Pongo's table, and a GIN index on `id`: projections find their documents by it on every event. */
  async create(): Promise<void> {
    await this.ddl([postgresSQLBuilder(this.pongo.collectionName).createCollection(), ...this.indexSql('id', false)]);
  }

  find(filter: Filter, options: FindOptions): { toArray(): Promise<Document[]> } {
    return { toArray: () => this.select(filter, options) };
  }

  async findOne(filter: Filter): Promise<Document | null> {
    const found = await this.pongo.findOne(asSql(whereSql(filter)));
    return found && withoutPongoFields(found);
  }

  async insertOne(document: Document): Promise<void> {
    await this.pongo.insertOne(document);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert: boolean }): Promise<WriteCounts> {
    if (options.upsert) return this.upsert(filter, update);
    const t = this.table;
    // The filter is checked again on the row as locked (Pongo's own updateOne checks it only before
    // waiting for the lock), so racing conditional updates ($inc while below a limit) stay conditional.
    const { rows } = await this.pool.query<{ matched: number }>(
      `WITH updated AS (
        UPDATE ${t} SET data = ${updateSql(update)}, _version = ${t}._version + 1, _updated = now()
        WHERE ${t}._id = (SELECT _id FROM ${t} WHERE ${whereSql(filter)} LIMIT 1 FOR UPDATE) AND ${whereSql(filter)}
        RETURNING 1)
      SELECT count(*)::int AS matched FROM updated`,
    );
    return { matchedCount: rows[0].matched, upsertedCount: 0 };
  }

  async replaceOne(filter: Filter, replacement: Document, options: { upsert: boolean }): Promise<WriteCounts> {
    if (options.upsert) return this.upsert(filter, replacement);
    const { matchedCount } = await this.pongo.replaceOne(asSql(whereSql(filter)), replacement);
    return { matchedCount, upsertedCount: 0 };
  }

  async updateMany(filter: Filter, update: Update): Promise<{ matchedCount: number }> {
    const { matchedCount } = await this.pongo.updateMany(asSql(whereSql(filter)), asSql(updateSql(update)));
    return { matchedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const { deletedCount } = await this.pongo.deleteMany(asSql(whereSql(filter)));
    return { deletedCount };
  }

  async countDocuments(filter: Filter): Promise<number> {
    // A BIGINT count: a string with node-postgres's own parsers (see keepingTypeParsers).
    return Number(await this.pongo.countDocuments(asSql(whereSql(filter))));
  }

  /**
   * One statement for the whole batch, the documents sent as one JSONB parameter: documents stored under
   * an `id` of the batch are replaced in place or deleted, the others inserted. The stored rows of each
   * `id` are looked up one by one through the `id` index (a subquery per id, so the planner cannot trade
   * the lookups for a scan of the whole table, per page of a catch-up), then written by primary key.
   */
  async bulkWrite(operations: ByIdWrite[]): Promise<void> {
    const byId: Record<string, Document | null> = {};
    for (const operation of operations) {
      if ('replaceOne' in operation) byId[operation.replaceOne.filter.id] = operation.replaceOne.replacement;
      else byId[operation.deleteMany.filter.id] = null;
    }
    const t = this.table;
    await this.pool.query(
      `WITH input AS (SELECT key AS id, value AS document FROM jsonb_each($1::jsonb)),
      targets AS (
        SELECT input.id, input.document,
          ARRAY(SELECT ${t}._id FROM ${t} WHERE ${t}.data->'id' @> to_jsonb(input.id) AND jsonb_typeof(${t}.data->'id') = 'string') AS stored
        FROM input),
      replaced AS (
        UPDATE ${t} SET data = targets.document, _version = ${t}._version + 1, _updated = now() FROM targets
        WHERE targets.document <> 'null'::jsonb AND ${t}._id = ANY(targets.stored)),
      deleted AS (DELETE FROM ${t} WHERE ${t}._id = ANY(ARRAY(SELECT unnest(stored) FROM targets WHERE document = 'null'::jsonb)))
      INSERT INTO ${t} (_id, data)
      SELECT gen_random_uuid()::text, document FROM targets WHERE document <> 'null'::jsonb AND cardinality(stored) = 0`,
      [JSON.stringify(byId)],
    );
    // Until autovacuum's next round (up to a minute) the planner would not know the table grew, and would
    // scan it whole for a `LIMIT 1` lookup by id (findOne, upsert) rather than use the index.
    if (operations.length >= ANALYZE_AFTER) await this.pool.query(`ANALYZE ${this.table}`);
  }

  /** A GIN index serves the store's equality (containment) filters; a unique one is a B-tree beside it. */
  async createIndex(field: string, unique: boolean): Promise<void> {
    await this.ddl(this.indexSql(field, unique));
  }

  /** Drops a collection's table (and so its indexes), if there is one, serialized as `create` is. */
  static async dropTable(pool: Pool, name: string): Promise<void> {
    await pool.query(`${DDL_LOCK};\nDROP TABLE IF EXISTS ${escapeIdentifier(name)}`);
  }

  /** Empties the table, its indexes kept. */
  async truncate(): Promise<void> {
    await this.pool.query(`TRUNCATE ${this.table}`);
  }

  private async select(filter: Filter, options: FindOptions): Promise<Document[]> {
    const clauses = [`SELECT data FROM ${this.table} WHERE ${whereSql(filter)}`];
    if (options.sort && Object.keys(options.sort).length > 0) clauses.push(`ORDER BY ${orderBySql(options.sort)}`);
    if (options.limit) clauses.push(`LIMIT ${count('limit', options.limit)}`);
    if (options.skip) clauses.push(`OFFSET ${count('skip', options.skip)}`);
    const { rows } = await this.pool.query<{ data: Document }>(clauses.join(' '));
    return rows.map((row) => withoutPongoFields(row.data));
  }

  /** MongoDB's upsert in one statement: the first match updated, or else the seeded document inserted. */
  private async upsert(filter: Filter, update: Update): Promise<WriteCounts> {
    const { rows } = await this.pool.query<{ matched: number; upserted: number }>(
      `WITH found AS (SELECT _id FROM ${this.table} WHERE ${whereSql(filter)} LIMIT 1 FOR UPDATE),
      updated AS (
        UPDATE ${this.table} SET data = ${updateSql(update)}, _version = ${this.table}._version + 1, _updated = now()
        FROM found WHERE ${this.table}._id = found._id AND ${whereSql(filter)} RETURNING ${this.table}._id),
      inserted AS (
        INSERT INTO ${this.table} (_id, data) SELECT gen_random_uuid()::text, ${updateSql(update, jsonbLiteral(upsertSeed(filter)))}
        WHERE NOT EXISTS (SELECT 1 FROM found) RETURNING _id)
      SELECT (SELECT count(*) FROM updated)::int AS matched, (SELECT count(*) FROM inserted)::int AS upserted`,
    );
    return { matchedCount: rows[0].matched, upsertedCount: rows[0].upserted };
  }

  private indexSql(field: string, unique: boolean): string[] {
    const value = `(${jsonSql(field)})`;
    const gin = `CREATE INDEX IF NOT EXISTS ${this.indexName(field, 'gin')} ON ${this.table} USING gin (${value} jsonb_path_ops) WITH (fastupdate = off)`;
    if (!unique) return [gin];
    return [gin, `CREATE UNIQUE INDEX IF NOT EXISTS ${this.indexName(field, 'unique')} ON ${this.table} (${value})`];
  }

  /** Readable, and told apart by a hash: index names are unique per schema and cut at 63 characters. */
  private indexName(field: string, kind: 'gin' | 'unique'): string {
    const collection = this.pongo.collectionName;
    const hash = createHash('sha256').update(`${collection}\0${field}`).digest('hex').slice(0, 12);
    const readable = `${collection}_${field}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 63 - hash.length - kind.length - 2);
    return escapeIdentifier(`${readable}_${hash}_${kind}`);
  }

  /** In one implicit transaction (one round trip, several statements) holding the DDL lock. */
  private async ddl(statements: string[]): Promise<void> {
    await this.pool.query([DDL_LOCK, ...statements].join(';\n'));
  }
}

/** Pongo keeps its own `_id` and `_version` in each document; the store's documents never show them. */
function withoutPongoFields(document: Document): Document {
  const { _id: _pongoId, _version: _pongoVersion, ...rest } = document;
  return rest;
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${value}`);
  return value;
}
