// The points-over-time chart's data: each player's total as it stood after each week or episode, the
// leaderboard's runningTotals (the server's one rule for the total, mini-game awards in the week or
// episode they were awarded in), so each line ends at the table's total. A phone can read a handful of
// lines: the leaders plus you.
import type { LeaderboardRow, ShowType } from '@reality-draft/events';
import { periodWord } from './spoilerNote';

export const SERIES_COLORS = ['#4f46e5', '#e11d48', '#059669', '#d97706', '#0891b2', '#7c3aed', '#db2777', '#65a30d'];
export const MAX_SERIES = 6;

/** Running totals: [1, 0, 3] -> [1, 1, 4]. */
export function cumulative(values: readonly number[]): number[] {
  let total = 0;
  return values.map((value) => (total += value));
}

type ChartRow = Pick<LeaderboardRow, 'pointsByPeriod' | 'runningTotals'>;

/** The last week or episode in which anyone scored or anyone's total moved (0 when none), within the spoiler guard. */
export function lastScoredPeriod(rows: readonly ChartRow[], watchedThrough: number | null = null): number {
  let last = 0;
  for (const row of rows) {
    (row.pointsByPeriod ?? []).forEach((points, index) => {
      if (points !== 0 && index + 1 > last) last = index + 1;
    });
    (row.runningTotals ?? []).forEach((total, period) => {
      if (period > last && total !== row.runningTotals![period - 1]) last = period;
    });
  }
  return watchedThrough === null ? last : Math.min(last, Math.max(0, watchedThrough));
}

export interface ChartSeries {
  /** The data key of the line (player ids are not safe keys). */
  key: string;
  playerId: string;
  name: string;
  isYou: boolean;
  color: string;
}

export interface ChartModel {
  periodWord: 'week' | 'episode';
  /**
   * One point per week or episode: { period, s0: total after it, s1: ... }; it starts at period 0 (before
   * week 1) when a shown player had mini-game points before any week was scored.
   */
  data: Array<{ period: number } & Record<string, number>>;
  /** The last week or episode drawn (0: only the start). */
  lastPeriod: number;
  series: ChartSeries[];
  /** Players left off the chart to keep it readable. */
  leftOut: number;
}

export interface ChartOptions {
  showType: ShowType;
  youId?: string | null;
  watchedThrough?: number | null;
  maxSeries?: number;
  nameOf: (row: LeaderboardRow) => string;
}

/** The leaders (in leaderboard order) and you, each as their total after each week or episode. */
export function pointsChartModel(rows: readonly LeaderboardRow[], options: ChartOptions): ChartModel {
  const { showType, youId = null, watchedThrough = null, maxSeries = MAX_SERIES, nameOf } = options;
  const lastPeriod = lastScoredPeriod(rows, watchedThrough);
  let shown = rows.slice(0, maxSeries);
  const you = rows.find((row) => row.playerId === youId);
  if (you && !shown.includes(you)) shown = [...shown.slice(0, maxSeries - 1), you];
  const series = shown.map((row, index) => ({
    key: `s${index}`,
    playerId: row.playerId,
    name: row.playerId === youId ? `${nameOf(row)} (you)` : nameOf(row),
    isYou: row.playerId === youId,
    color: SERIES_COLORS[index % SERIES_COLORS.length],
  }));
  const totals = shown.map((row) => row.runningTotals ?? []);
  const first = totals.some((line) => (line[0] ?? 0) !== 0) ? 0 : 1;
  const data = Array.from({ length: Math.max(0, lastPeriod - first + 1) }, (_, index) => {
    const period = first + index;
    const point: { period: number } & Record<string, number> = { period };
    series.forEach((line, lineIndex) => (point[line.key] = totals[lineIndex][period] ?? totals[lineIndex].at(-1) ?? 0));
    return point;
  });
  return { periodWord: periodWord(showType), data, lastPeriod, series, leftOut: rows.length - shown.length };
}
