import { SURVIVOR_TRIBES, type ShowType } from '@reality-draft/events';

/** A cell's value after reading: text, a number, or null when the cell is empty. */
export type CellValue = string | number | null;

/** Reads one trimmed cell; returns a problem (for "Row N: ...") instead of throwing. */
type Reader = (cell: string, column: string) => { value: CellValue } | { problem: string };

export interface Column {
  name: string;
  required?: boolean;
  read: Reader;
}

const ok = (value: CellValue) => ({ value });

const text =
  (max: number): Reader =>
  (cell, column) =>
    cell.length > max ? { problem: `${column} must be at most ${max} characters` } : ok(cell || null);

const wholeNumber =
  (min: number, max: number): Reader =>
  (cell, column) => {
    if (!cell) return ok(null);
    const value = Number(cell);
    const fits = /^\d+$/.test(cell) && value >= min && value <= max;
    return fits ? ok(value) : { problem: `${column} must be a whole number from ${min} to ${max}, not "${cell}"` };
  };

// Photos end up in <img src>: only web addresses and the app's own paths, never javascript: and the like.
const photoAddress: Reader = (cell, column) => {
  if (!cell) return ok(null);
  const fits = cell.length <= 500 && /^(https?:\/\/[^\s/]|\/(?!\/))\S*$/i.test(cell);
  return fits ? ok(cell) : { problem: `${column} must be a web address starting with http:// or https://, or a path starting with /` };
};

const oneOf =
  (options: readonly string[], missing: string): Reader =>
  (cell, column) => {
    const value = options.find((option) => option.toLowerCase() === cell.toLowerCase());
    if (value) return ok(value);
    return { problem: cell ? `${column} must be one of ${options.join(', ')}, not "${cell}"` : missing };
  };

const noTribe: Reader = (cell) => (cell ? { problem: 'tribe is only for Survivor castaways; leave it empty' } : ok(null));

export const NUMBER_COLUMN: Record<ShowType, string> = {
  amazing_race: 'teamNumber',
  big_brother: 'contestantNumber',
  survivor: 'contestantNumber',
};

const NAME = 100;
const DESCRIPTION = 1000;
const numberColumn = (name: string): Column => ({ name, read: wholeNumber(1, 999) });
const photoUrl: Column = { name: 'photoUrl', read: photoAddress };

const teamColumns: Column[] = [
  { name: 'memberNames', required: true, read: text(NAME) },
  { name: 'description', read: text(DESCRIPTION) },
  numberColumn('teamNumber'),
  photoUrl,
  { name: 'teamPhotoUrl', read: photoAddress },
];

const contestantColumns = (tribe: Reader): Column[] => [
  { name: 'name', required: true, read: text(NAME) },
  { name: 'age', read: wholeNumber(1, 120) },
  { name: 'occupation', read: text(NAME) },
  { name: 'hometown', read: text(NAME) },
  { name: 'currentResidence', read: text(NAME) },
  { name: 'tribe', read: tribe },
  { name: 'description', read: text(DESCRIPTION) },
  photoUrl,
  numberColumn('contestantNumber'),
];

/** The columns a cast file of each show has. */
export const CAST_COLUMNS: Record<ShowType, Column[]> = {
  amazing_race: teamColumns,
  big_brother: contestantColumns(noTribe),
  survivor: contestantColumns(oneOf(SURVIVOR_TRIBES, `tribe is required for Survivor (${SURVIVOR_TRIBES.join(', ')})`)),
};
