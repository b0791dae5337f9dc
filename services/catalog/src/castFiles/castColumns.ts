import type { ShowType } from '@reality-draft/events';

/** A cell's value after reading: text, a number, or null when the cell is empty. */
export type CellValue = string | number | null;

/** Reads one trimmed cell; returns what is wrong with it (for "Row N, column: ...") instead of throwing. */
type Reader = (cell: string) => { value: CellValue } | { problem: string };

export interface Column {
  name: string;
  /** Why an empty cell is refused, when the column must be filled. */
  required?: string;
  read: Reader;
}

const ok = (value: CellValue) => ({ value });

const text =
  (max: number): Reader =>
  (cell) =>
    cell.length > max ? { problem: `must be at most ${max} characters` } : ok(cell || null);

const wholeNumber =
  (min: number, max: number): Reader =>
  (cell) => {
    if (!cell) return ok(null);
    const value = Number(cell);
    const fits = /^\d+$/.test(cell) && value >= min && value <= max;
    return fits ? ok(value) : { problem: `must be a whole number from ${min} to ${max}, not "${cell}"` };
  };

// Photos end up in <img src>: only web addresses and the app's own paths, never javascript: and the like.
const photoAddress: Reader = (cell) => {
  if (!cell) return ok(null);
  const fits = cell.length <= 500 && /^(https?:\/\/[^\s/]|\/(?!\/))\S*$/i.test(cell);
  return fits ? ok(cell) : { problem: 'must be a web address starting with http:// or https://, or a path starting with /' };
};

const noTribe: Reader = (cell) => (cell ? { problem: 'is only for Survivor castaways; leave it empty' } : ok(null));

export const NUMBER_COLUMN: Record<ShowType, string> = {
  amazing_race: 'teamNumber',
  big_brother: 'contestantNumber',
  survivor: 'contestantNumber',
};

const NAME = 100;
const DESCRIPTION = 1000;
/** A tribe's name: whatever the season's tribes are called, as the file spells them. */
export const TRIBE = 40;
const numberColumn = (name: string): Column => ({ name, read: wholeNumber(1, 999) });
const photoUrl: Column = { name: 'photoUrl', read: photoAddress };

const teamColumns: Column[] = [
  { name: 'memberNames', required: 'is required (the names of the team of two)', read: text(NAME) },
  { name: 'description', read: text(DESCRIPTION) },
  numberColumn('teamNumber'),
  photoUrl,
  { name: 'teamPhotoUrl', read: photoAddress },
];

const contestantColumns = (tribe: Column): Column[] => [
  { name: 'name', required: 'is required', read: text(NAME) },
  { name: 'age', read: wholeNumber(1, 120) },
  { name: 'occupation', read: text(NAME) },
  { name: 'hometown', read: text(NAME) },
  { name: 'currentResidence', read: text(NAME) },
  tribe,
  { name: 'description', read: text(DESCRIPTION) },
  photoUrl,
  numberColumn('contestantNumber'),
];

/** The columns a cast file of each show has. A Survivor castaway's tribe is any name the file gives. */
export const CAST_COLUMNS: Record<ShowType, Column[]> = {
  amazing_race: teamColumns,
  big_brother: contestantColumns({ name: 'tribe', read: noTribe }),
  survivor: contestantColumns({ name: 'tribe', required: "is required for Survivor (the castaway's tribe, as the season names it)", read: text(TRIBE) }),
};
