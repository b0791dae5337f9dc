import { UnsupportedQueryError, updateSql, upsertSeed, whereSql } from './jsonbSql';

describe('MongoDB filters and updates as JSONB SQL', () => {
  it('writes every value as an escaped literal', () => {
    expect(whereSql({ name: "o'brien" })).toBe(`(data->'name' @> '"o''brien"'::jsonb)`);
    expect(whereSql({ "we'ird": 1 })).toBe(`(data->'we''ird' @> '1'::jsonb)`);
    expect(whereSql({ path: 'a\\b' })).toBe(`(data->'path' @>  E'"a\\\\\\\\b"'::jsonb)`);
  });

  it('reads empty lists and filters as MongoDB does', () => {
    expect(whereSql({})).toBe('TRUE');
    expect(whereSql({ id: { $in: [] } })).toBe('FALSE');
    expect(whereSql({ id: { $nin: [] } })).toBe('(NOT COALESCE(FALSE, FALSE))');
  });

  it('refuses what it does not translate rather than misreading it', () => {
    expect(() => whereSql({ $where: 'true' })).toThrow(UnsupportedQueryError);
    expect(() => whereSql({ name: { $regex: 'a' } })).toThrow(UnsupportedQueryError);
    expect(() => whereSql({ name: { $gt: 'a', other: 1 } })).toThrow(UnsupportedQueryError);
    expect(() => whereSql({ at: { $gt: true } })).toThrow(UnsupportedQueryError);
    expect(() => whereSql({ $or: [] })).toThrow(UnsupportedQueryError);
    expect(() => updateSql({ $set: { 'profile.city': 'Oslo' } })).toThrow(UnsupportedQueryError);
    expect(() => updateSql({ $inc: { points: Number.NaN } })).toThrow(UnsupportedQueryError);
    expect(() => updateSql({ $push: { tags: { $each: ['a'] } } })).toThrow(UnsupportedQueryError);
    expect(() => updateSql({ $rename: { a: 'b' } })).toThrow(UnsupportedQueryError);
  });

  it("seeds an upsert with the filter's top-level equalities", () => {
    expect(upsertSeed({ id: 'd', round: { $eq: 2 }, points: { $gt: 1 }, 'profile.city': 'Oslo', $or: [{ a: 1 }] })).toEqual({ id: 'd', round: 2 });
  });
});
