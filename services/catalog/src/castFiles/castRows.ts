import { castRank, MAX_CAST_SIZE, SHOW_NAMES, type CastFileProblem, type CastMember, type ShowType } from '@reality-draft/events';
import { findUnstorableText } from '@reality-draft/kernel';
import { castMemberId } from '../cast/castMemberId';
import type { CastRow } from './castFile';
import { CAST_COLUMNS, NUMBER_COLUMN, type CellValue, type Column } from './castColumns';
import { refuseFile, refuseWholeFile } from './refuseFile';

type Values = Record<string, CellValue>;

function checkRowCount(count: number): void {
  if (count === 0) throw refuseWholeFile('the file has no teams or contestants in it');
  if (count > MAX_CAST_SIZE) throw refuseWholeFile(`the file has ${count} rows; a cast has at most ${MAX_CAST_SIZE}`);
}

const columnOf = (showType: ShowType, name: string) => CAST_COLUMNS[showType].find((column) => column.name.toLowerCase() === name.trim().toLowerCase());

/** Columns no show's file has, each named once with the first row it is in. */
function unknownColumns(showType: ShowType, rows: CastRow[]): CastFileProblem[] {
  const known = CAST_COLUMNS[showType].map((column) => column.name).join(', ');
  const seen = new Set<string>();
  const problems: CastFileProblem[] = [];
  rows.forEach((row, index) => {
    for (const name of row.keys()) {
      if (columnOf(showType, name) || seen.has(name)) continue;
      seen.add(name);
      problems.push({ row: index + 1, field: name, problem: `is not a column of ${SHOW_NAMES[showType]} cast files (${known})` });
    }
  });
  return problems;
}

/** The row's cells by the columns' own spelling (column names match whatever their case). */
function cellsByColumn(showType: ShowType, row: CastRow, rowNumber: number, problems: CastFileProblem[]): Map<Column, string> {
  const cells = new Map<Column, string>();
  for (const [name, cell] of row) {
    const column = columnOf(showType, name);
    if (!column) continue;
    if (cells.has(column)) problems.push({ row: rowNumber, field: column.name, problem: 'the column appears twice' });
    else cells.set(column, cell);
  }
  return cells;
}

function readRow(showType: ShowType, row: CastRow, rowNumber: number, problems: CastFileProblem[]): Values {
  const unstorable = findUnstorableText(Object.fromEntries(row));
  if (unstorable) {
    problems.push({ row: rowNumber, field: unstorable, problem: 'contains characters that are not allowed (a NUL character or broken Unicode)' });
    return {};
  }
  const cells = cellsByColumn(showType, row, rowNumber, problems);
  const values: Values = {};
  for (const column of CAST_COLUMNS[showType]) {
    const cell = cells.get(column) ?? '';
    if (column.required && !cell) {
      problems.push({ row: rowNumber, field: column.name, problem: column.required });
      continue;
    }
    const read = column.read(cell);
    if ('problem' in read) problems.push({ row: rowNumber, field: column.name, problem: read.problem });
    else values[column.name] = read.value;
  }
  return values;
}

/** A tribe is written the way the file first spells it, so "lavo" and "Lavo " are one tribe. */
function tribeSpelling(): (tribe: CellValue) => CellValue {
  const spellings = new Map<string, string>();
  return (tribe) => {
    if (typeof tribe !== 'string') return tribe;
    const name = tribe.replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (!spellings.has(key)) spellings.set(key, name);
    return spellings.get(key)!;
  };
}

function toMember(showType: ShowType, season: number, number: number, values: Values): CastMember {
  const text = (name: string) => (values[name] ?? null) as string | null;
  const id = castMemberId(showType, season, number);
  if (showType === 'amazing_race') {
    return {
      id,
      teamNumber: number,
      memberNames: text('memberNames')!,
      season,
      description: text('description') ?? '',
      photoUrl: text('photoUrl'),
      teamPhotoUrl: text('teamPhotoUrl'),
    };
  }
  return {
    id,
    contestantNumber: number,
    name: text('name')!,
    season,
    age: (values.age ?? null) as number | null,
    occupation: text('occupation'),
    hometown: text('hometown'),
    currentResidence: text('currentResidence'),
    tribe: text('tribe'),
    description: text('description'),
    photoUrl: text('photoUrl'),
  };
}

/**
 * A show's cast from the rows of a file, listed by number. A row without a number takes its
 * position in the file; each number may be used once. Any problem refuses the whole file, and the
 * refusal names every problem found, by row and field.
 */
export function castMembersFromRows(showType: ShowType, season: number, rows: CastRow[]): CastMember[] {
  checkRowCount(rows.length);
  const numberColumn = NUMBER_COLUMN[showType];
  const problems = unknownColumns(showType, rows);
  const rowByNumber = new Map<number, number>();
  const tribe = tribeSpelling();
  const members = rows.map((row, index) => {
    const rowNumber = index + 1;
    const values = readRow(showType, row, rowNumber, problems);
    const number = (values[numberColumn] as number | null | undefined) ?? rowNumber;
    const earlier = rowByNumber.get(number);
    if (earlier) problems.push({ row: rowNumber, field: numberColumn, problem: `${number} is already used by row ${earlier}` });
    else rowByNumber.set(number, rowNumber);
    return toMember(showType, season, number, { ...values, tribe: tribe(values.tribe ?? null) });
  });
  if (problems.length) throw refuseFile(problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
  return members.sort((a, b) => castRank(a) - castRank(b));
}
