import type { CastFileProblem } from '@reality-draft/events';
import { parse } from 'csv-parse/sync';
import { refuseFile, refuseWholeFile } from './refuseFile';

/** One row of a cast file: its cells by column name as written, values trimmed ('' when empty). */
export type CastRow = Map<string, string>;

const JSON_SHAPE = 'a JSON cast file must be an array of objects, one per team or contestant';

/** Rows of an already parsed JSON cast: an array of objects whose values are text, numbers or null. */
export function jsonCastRows(value: unknown): CastRow[] {
  if (!Array.isArray(value)) throw refuseWholeFile(JSON_SHAPE);
  const problems: CastFileProblem[] = [];
  const rows = value.map((item: unknown, index) => {
    const row = index + 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ row, field: null, problem: `must be an object (${JSON_SHAPE})` });
      return new Map<string, string>();
    }
    return new Map(
      Object.entries(item).map(([field, cell]) => {
        const text = jsonCell(cell);
        if (text === null) problems.push({ row, field, problem: 'must be text or a number' });
        return [field, text ?? ''];
      }),
    );
  });
  if (problems.length) throw refuseFile(problems);
  return rows;
}

/** The cell as text, or null when it is neither text nor a number. */
function jsonCell(cell: unknown): string | null {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' && Number.isFinite(cell)) return String(cell);
  return null;
}

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    throw refuseWholeFile(`the file is not valid JSON: ${(error as Error).message}`);
  }
}

function parseCsv(content: string): string[][] {
  try {
    return parse(content, { bom: true, trim: true, skip_empty_lines: true });
  } catch (error) {
    throw refuseWholeFile(`the CSV file could not be read: ${(error as Error).message}`);
  }
}

/** Rows of a CSV cast: a header row naming the columns, then one row per team or contestant. */
export function csvCastRows(content: string): CastRow[] {
  const [header, ...records] = parseCsv(content);
  if (!header) throw refuseWholeFile('the CSV file is empty: it needs a header row naming the columns, then one row per team or contestant');
  const problems: CastFileProblem[] = [];
  const seen = new Set<string>();
  header.forEach((column, index) => {
    if (!column) problems.push({ row: null, field: `column ${index + 1}`, problem: 'has no name' });
    else if (seen.has(column.toLowerCase())) problems.push({ row: null, field: column, problem: 'is named twice' });
    seen.add(column.toLowerCase());
  });
  if (problems.length) throw refuseFile(problems);
  return records.map((record) => new Map(header.map((column, i) => [column, record[i] ?? ''])));
}

export function readCastFile(format: 'json' | 'csv', content: string): CastRow[] {
  return format === 'json' ? jsonCastRows(parseJson(content)) : csvCastRows(content);
}
