// The 'Point Totals' table of one show: a row per team or contestant, a column per week or episode
// up to the latest one scored, and each row's total. Cells come from the totals endpoints (subject id
// -> period -> points, all point types summed).
import type { PointTotalsTable } from './types';

export interface Subject {
  id: string;
  label: string;
  isActive: boolean;
  /** A Survivor castaway's tribe (tribal immunity and rewards are won together). */
  tribe?: string | null;
  /** The week or episode they went out in (null while in, or when it is not known). */
  eliminatedIn?: number | null;
}

export interface TotalsRow {
  subject: Subject;
  /** One per column of `periods`; null where nothing is entered. */
  cells: (number | null)[];
  total: number;
}

export interface TotalsGrid {
  /** 1..the latest week or episode with an entry for this show's subjects (empty when none). */
  periods: number[];
  rows: TotalsRow[];
  /** Each period's sum over the subjects. */
  periodTotals: number[];
}

export function totalsGrid(subjects: readonly Subject[], table: PointTotalsTable | undefined): TotalsGrid {
  const points = (id: string, period: number): number | null => {
    const value = table?.[id]?.[String(period)];
    return typeof value === 'number' ? value : null;
  };
  const latest = subjects.reduce((max, subject) => {
    const periods = Object.keys(table?.[subject.id] ?? {})
      .map(Number)
      .filter(Number.isInteger);
    return Math.max(max, ...periods);
  }, 0);
  const periods = Array.from({ length: latest }, (_, index) => index + 1);
  const rows = subjects.map((subject): TotalsRow => {
    const cells = periods.map((period) => points(subject.id, period));
    return { subject, cells, total: cells.reduce<number>((sum, cell) => sum + (cell ?? 0), 0) };
  });
  const periodTotals = periods.map((_, column) => rows.reduce((sum, row) => sum + (row.cells[column] ?? 0), 0));
  return { periods, rows, periodTotals };
}
