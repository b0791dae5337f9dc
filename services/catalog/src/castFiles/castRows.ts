import { castRank, MAX_CAST_SIZE, SHOW_NAMES, type CastMember, type ShowType } from '@reality-draft/events';
import { BadRequest, findUnstorableText } from '@reality-draft/kernel';
import { castMemberId } from '../cast/castMemberId';
import type { CastRow } from './castFile';
import { CAST_COLUMNS, NUMBER_COLUMN, type CellValue, type Column } from './castColumns';

type Values = Record<string, CellValue>;

const refuseRow = (row: number, problem: string) => new BadRequest(`Row ${row}: ${problem}.`);

function checkRowCount(count: number): void {
  if (count === 0) throw new BadRequest('The file has no teams or contestants in it.');
  if (count > MAX_CAST_SIZE) throw new BadRequest(`The file has ${count} rows; a cast has at most ${MAX_CAST_SIZE}.`);
}

/** The row's cells by the columns' own spelling (column names match whatever their case). */
function cellsByColumn(showType: ShowType, row: CastRow, rowNumber: number): Map<Column, string> {
  const columns = CAST_COLUMNS[showType];
  const cells = new Map<Column, string>();
  for (const [name, cell] of row) {
    const column = columns.find((candidate) => candidate.name.toLowerCase() === name.trim().toLowerCase());
    if (!column) {
      const known = columns.map((c) => c.name).join(', ');
      throw new BadRequest(`Unknown column "${name}". ${SHOW_NAMES[showType]} cast files have the columns ${known}.`);
    }
    if (cells.has(column)) throw refuseRow(rowNumber, `the column ${column.name} appears twice`);
    cells.set(column, cell);
  }
  return cells;
}

function readRow(showType: ShowType, row: CastRow, rowNumber: number): Values {
  const unstorable = findUnstorableText(Object.fromEntries(row));
  if (unstorable) throw refuseRow(rowNumber, `${unstorable} contains characters that are not allowed (a NUL character or broken Unicode)`);
  const cells = cellsByColumn(showType, row, rowNumber);
  const values: Values = {};
  for (const column of CAST_COLUMNS[showType]) {
    const cell = cells.get(column) ?? '';
    if (column.required && !cell) throw refuseRow(rowNumber, `${column.name} is required`);
    const read = column.read(cell, column.name);
    if ('problem' in read) throw refuseRow(rowNumber, read.problem);
    values[column.name] = read.value;
  }
  return values;
}

function toMember(showType: ShowType, season: number, number: number, values: Values): CastMember {
  const text = (name: string) => values[name] as string | null;
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
    age: values.age as number | null,
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
 * position in the file; each number may be used once. Any problem refuses the whole file.
 */
export function castMembersFromRows(showType: ShowType, season: number, rows: CastRow[]): CastMember[] {
  checkRowCount(rows.length);
  const numberColumn = NUMBER_COLUMN[showType];
  const rowByNumber = new Map<number, number>();
  const members = rows.map((row, index) => {
    const values = readRow(showType, row, index + 1);
    const number = (values[numberColumn] as number | null) ?? index + 1;
    const earlier = rowByNumber.get(number);
    if (earlier) throw refuseRow(index + 1, `${numberColumn} ${number} is already used by row ${earlier}`);
    rowByNumber.set(number, index + 1);
    return toMember(showType, season, number, values);
  });
  return members.sort((a, b) => castRank(a) - castRank(b));
}
