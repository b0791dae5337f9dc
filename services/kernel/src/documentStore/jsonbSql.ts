import { escapeLiteral } from 'pg';
import type { Document, Filter, Update } from './documentStore';
import { isReplacement } from './mongoApiDocumentStore';

/**
 * MongoDB filters, updates and sorts as PostgreSQL expressions on a JSONB column (Pongo's `data`).
 * Values become escaped literals (Pongo runs SQL text, without parameters). Only the operators the
 * services use are known; any other throws rather than being misread.
 */

const DATA = 'data';

export class UnsupportedQueryError extends Error {
  constructor(what: string) {
    super(`The PostgreSQL document store does not support ${what}`);
    this.name = 'UnsupportedQueryError';
  }
}

/** A boolean SQL expression: TRUE for an empty filter. */
export function whereSql(filter: Filter): string {
  const conditions = Object.entries(filter).map(([key, value]) => (key.startsWith('$') ? logical(key, value) : field(key, value)));
  return all(conditions);
}

/** Mongo's ascending order of types: missing and null, numbers, strings, objects, arrays, booleans. */
const typeRank = (value: string): string =>
  `CASE jsonb_typeof(${value}) WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 WHEN 'boolean' THEN 5 ELSE 0 END`;

/** ORDER BY keys: by type as MongoDB does, strings by code point (not the database's collation), ties by row. */
export function orderBySql(sort: Record<string, 1 | -1>): string {
  const keys = Object.entries(sort).flatMap(([path, direction]) => {
    if (direction !== 1 && direction !== -1) throw new UnsupportedQueryError(`the sort direction ${String(direction)}`);
    const order = direction === 1 ? 'ASC' : 'DESC';
    const value = jsonSql(path);
    return [`${typeRank(value)} ${order}`, `(CASE WHEN jsonb_typeof(${value}) = 'string' THEN ${textSql(path)} END) COLLATE "C" ${order}`, `${value} ${order}`];
  });
  return [...keys, '_id'].join(', ');
}

/** The new value of `base` (the stored document, or an upsert's seed) after `update`. */
export function updateSql(update: Update, base = DATA): string {
  if (isReplacement(update)) return jsonbLiteral(update);
  return Object.entries(update).reduce((document, [operator, fields]) => {
    const entries = Object.entries(fieldsOf(operator, fields));
    switch (operator) {
      case '$set':
        return `(${document} || ${jsonbLiteral(fields)})`;
      case '$unset':
        return `(${document} - ARRAY[${entries.map(([key]) => escapeLiteral(key)).join(', ')}]::text[])`;
      case '$inc':
        return entries.reduce(
          (sum, [key, by]) => setKey(sum, key, `to_jsonb(COALESCE((${base}->${escapeLiteral(key)})::numeric, 0) + ${numberLiteral(by)})`),
          document,
        );
      case '$push':
        return entries.reduce(
          (list, [key, item]) => setKey(list, key, `(COALESCE(${base}->${escapeLiteral(key)}, '[]'::jsonb) || jsonb_build_array(${pushed(item)}))`),
          document,
        );
      default:
        throw new UnsupportedQueryError(`the update operator ${operator}`);
    }
  }, base);
}

/** What an upsert inserts before applying $-operators: the filter's top-level equalities, as MongoDB does. */
export function upsertSeed(filter: Filter): Document {
  const seed: Document = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') || key.includes('.')) continue;
    if (!isOperatorObject(value)) seed[key] = value;
    else if ('$eq' in value) seed[key] = value.$eq;
  }
  return seed;
}

export const jsonbLiteral = (value: unknown): string => `${escapeLiteral(JSON.stringify(value ?? null))}::jsonb`;

/** `data->'a'->'b'` for the path `a.b`. */
export const jsonSql = (path: string): string => path.split('.').reduce((sql, key) => `${sql}->${escapeLiteral(key)}`, DATA);

/** `data->'a'->>'b'`: the path's value as text. */
function textSql(path: string): string {
  const keys = path.split('.');
  const last = keys.pop() as string;
  return `${keys.reduce((sql, key) => `${sql}->${escapeLiteral(key)}`, DATA)}->>${escapeLiteral(last)}`;
}

function logical(operator: string, clauses: unknown): string {
  if (!Array.isArray(clauses) || clauses.length === 0) throw new UnsupportedQueryError(`${operator} without a list of filters`);
  const conditions = clauses.map((clause: unknown) => {
    if (!isPlainObject(clause)) throw new UnsupportedQueryError(`${operator} with ${JSON.stringify(clause)} for a filter`);
    return whereSql(clause);
  });
  switch (operator) {
    case '$and':
      return all(conditions);
    case '$or':
      return any(conditions);
    case '$nor':
      return not(any(conditions));
    default:
      throw new UnsupportedQueryError(`the filter operator ${operator}`);
  }
}

function field(path: string, condition: unknown): string {
  if (!isOperatorObject(condition)) return equals(path, condition);
  return all(Object.entries(condition).map(([operator, value]) => fieldOperator(path, operator, value)));
}

function fieldOperator(path: string, operator: string, value: unknown): string {
  switch (operator) {
    case '$eq':
      return equals(path, value);
    case '$ne':
      return not(equals(path, value));
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return compare(path, operator, value);
    case '$in':
      return any(listOf(operator, value).map((item) => equals(path, item)));
    case '$nin':
      return not(any(listOf(operator, value).map((item) => equals(path, item))));
    case '$exists':
      return `(${jsonSql(path)} IS ${value ? 'NOT NULL' : 'NULL'})`;
    default:
      throw new UnsupportedQueryError(`the filter operator ${operator}`);
  }
}

/**
 * MongoDB's equality: the value itself or, for a list, an item of it. JSONB containment is exactly that
 * for a scalar (`'["a","b"]' @> '"a"'`), and the GIN indexes on fields serve it.
 */
function equals(path: string, value: unknown): string {
  const target = jsonSql(path);
  if (value === null || value === undefined) return `(${target} IS NULL OR ${target} = 'null'::jsonb)`;
  if (typeof value !== 'object' || value instanceof Date) return `(${target} @> ${jsonbLiteral(value)})`;
  const literal = jsonbLiteral(value);
  return `(${target} = ${literal} OR (jsonb_typeof(${target}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${target}) AS item WHERE item = ${literal})))`;
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** Like MongoDB, a number compares with numbers only and a string with strings only (by code point). */
function compare(path: string, operator: string, value: unknown): string {
  const sign = COMPARISONS[operator];
  if (typeof value === 'string') return `(jsonb_typeof(${jsonSql(path)}) = 'string' AND (${textSql(path)}) COLLATE "C" ${sign} ${escapeLiteral(value)})`;
  if (typeof value === 'number') return `(jsonb_typeof(${jsonSql(path)}) = 'number' AND ${jsonSql(path)} ${sign} ${jsonbLiteral(value)})`;
  throw new UnsupportedQueryError(`${operator} with a value that is not a string or a number`);
}

/** A key set to `value`, the document's other keys kept. */
const setKey = (document: string, key: string, value: string): string => `jsonb_set(${document}, ARRAY[${escapeLiteral(key)}], ${value}, true)`;

function fieldsOf(operator: string, fields: unknown): Document {
  if (!isPlainObject(fields)) throw new UnsupportedQueryError(`${operator} without an object of fields`);
  for (const key of Object.keys(fields)) if (key.includes('.') || key.startsWith('$')) throw new UnsupportedQueryError(`updating the nested path ${key}`);
  return fields;
}

function pushed(item: unknown): string {
  if (isOperatorObject(item)) throw new UnsupportedQueryError(`$push modifiers (${Object.keys(item).join(', ')})`);
  return jsonbLiteral(item);
}

function numberLiteral(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new UnsupportedQueryError(`$inc by ${String(value)}`);
  return String(value);
}

function listOf(operator: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new UnsupportedQueryError(`${operator} without a list`);
  return value;
}

const isPlainObject = (value: unknown): value is Document => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  const operators = keys.filter((key) => key.startsWith('$')).length;
  if (operators > 0 && operators < keys.length) throw new UnsupportedQueryError(`mixing operators and fields in ${JSON.stringify(keys)}`);
  return operators > 0;
}

const all = (conditions: string[]): string => (conditions.length === 0 ? 'TRUE' : conditions.length === 1 ? conditions[0] : `(${conditions.join(' AND ')})`);
const any = (conditions: string[]): string => (conditions.length === 0 ? 'FALSE' : conditions.length === 1 ? conditions[0] : `(${conditions.join(' OR ')})`);
/** NOT of a condition that may be NULL (a missing field): MongoDB's $ne and $nin match missing fields. */
const not = (condition: string): string => `(NOT COALESCE(${condition}, FALSE))`;
