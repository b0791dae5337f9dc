import { BadRequest } from '@reality-draft/kernel';
import { parse } from 'csv-parse/sync';

/** One row of a cast file: its cells by column name as written, values trimmed ('' when empty). */
export type CastRow = Map<string, string>;

const JSON_SHAPE = 'A JSON cast file must be an array of objects, one per team or contestant.';

/** Rows of an already parsed JSON cast: an array of objects whose values are text, numbers or null. */
export function jsonCastRows(value: unknown): CastRow[] {
  if (!Array.isArray(value)) throw new BadRequest(JSON_SHAPE);
  return value.map((item: unknown, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new BadRequest(`Row ${index + 1} must be an object. ${JSON_SHAPE}`);
    return new Map(Object.entries(item).map(([column, cell]) => [column, jsonCell(cell, `Row ${index + 1}: ${column}`)]));
  });
}

function jsonCell(cell: unknown, where: string): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' && Number.isFinite(cell)) return String(cell);
  throw new BadRequest(`${where} must be text or a number.`);
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new BadRequest(`The file is not valid JSON: ${(error as Error).message}`);
  }
}

function parseCsv(content: string): string[][] {
  try {
    return parse(content, { bom: true, trim: true, skip_empty_lines: true });
  } catch (error) {
    throw new BadRequest(`The CSV file could not be read: ${(error as Error).message}.`);
  }
}

/** Rows of a CSV cast: a header row naming the columns, then one row per team or contestant. */
export function csvCastRows(content: string): CastRow[] {
  const [header, ...records] = parseCsv(content);
  if (!header) throw new BadRequest('The CSV file is empty: it needs a header row naming the columns, then one row per team or contestant.');
  const seen = new Set<string>();
  for (const column of header) {
    if (!column) throw new BadRequest('The CSV header row has a column without a name.');
    if (seen.has(column.toLowerCase())) throw new BadRequest(`The CSV header row names the column "${column}" twice.`);
    seen.add(column.toLowerCase());
  }
  return records.map((record) => new Map(header.map((column, i) => [column, record[i] ?? ''])));
}

export function readCastFile(format: 'json' | 'csv', content: string): CastRow[] {
  return format === 'json' ? jsonCastRows(parseJson(content)) : csvCastRows(content);
}
