/**
 * What is wrong with a cast file, each problem named by its row and field, worded once for the
 * catalogue's 400 (`message`, and each in `errors`) and for the Data Tools form that lists them.
 * Rows count the teams or contestants from 1 (a CSV file's header row is not counted).
 */
export interface CastFileProblem {
  /** The team's or contestant's row from 1; null for the whole file (a CSV header, the row count). */
  row: number | null;
  /** The column (field) at fault, or null when the problem is the row or file itself. */
  field: string | null;
  /** What is wrong, without the row and field: "must be a whole number from 1 to 120, not "x"". */
  problem: string;
}

/** At most this many problems are named in the answer's message; `errors` carries them all. */
export const MAX_PROBLEMS_IN_MESSAGE = 10;

/** "Row 4, age: must be a whole number from 1 to 120, not "x"." / "Header row, members: …" / "Row 2: must be an object." */
export function castFileProblemText({ row, field, problem }: CastFileProblem): string {
  const where = row === null ? (field === null ? '' : 'Header row') : `Row ${row}`;
  const place = [where, field].filter(Boolean).join(', ');
  const text = problem.endsWith('.') ? problem : `${problem}.`;
  return place ? `${place}: ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
}

/** One message naming the first problems, and how many more there are. */
export function castFileProblemsMessage(problems: readonly CastFileProblem[]): string {
  const named = problems.slice(0, MAX_PROBLEMS_IN_MESSAGE).map(castFileProblemText);
  const more = problems.length - named.length;
  return more > 0 ? `${named.join(' ')} And ${more} more ${more === 1 ? 'problem' : 'problems'}.` : named.join(' ');
}

/** The problems a catalogue 400 carries in `errors`, if it is an import's answer. */
export function castFileProblemsOf(errors: unknown): CastFileProblem[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is CastFileProblem =>
      Boolean(error) &&
      typeof error === 'object' &&
      typeof (error as CastFileProblem).problem === 'string' &&
      ((error as CastFileProblem).row === null || typeof (error as CastFileProblem).row === 'number') &&
      ((error as CastFileProblem).field === null || typeof (error as CastFileProblem).field === 'string'),
  );
}
