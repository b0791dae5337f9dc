import type { DraftedItemPoints, PointType } from '@reality-draft/events';
import type { ScoringWorld } from './scoringWorld';
import type { Viewer } from './viewer';

/** One subject's results, folded once per world: points by period and type, and each period's total. */
export interface SubjectSummary {
  byPeriod: Record<number, Partial<Record<PointType, number>>>;
  /** Index = week or episode (0 unused). */
  periodTotals: number[];
}

const EMPTY: SubjectSummary = { byPeriod: {}, periodTotals: [] };
const summaries = new WeakMap<ScoringWorld, Map<string, SubjectSummary>>();

/** The summary of a subject's results (mini-game awards are not results), computed once per world. */
export function subjectSummary(world: ScoringWorld, subjectId: string): SubjectSummary {
  let cache = summaries.get(world);
  if (!cache) summaries.set(world, (cache = new Map()));
  const known = cache.get(subjectId);
  if (known) return known;
  const doc = world.points.get(subjectId);
  if (!doc) return EMPTY;
  const summary: SubjectSummary = { byPeriod: {}, periodTotals: [] };
  for (const cell of Object.values(doc.cells)) {
    if (cell.source !== 'results') continue;
    const period = (summary.byPeriod[cell.period] ??= {});
    const type = cell.pointType as PointType;
    period[type] = (period[type] ?? 0) + cell.points;
    summary.periodTotals[cell.period] = (summary.periodTotals[cell.period] ?? 0) + cell.points;
  }
  cache.set(subjectId, summary);
  return summary;
}

/** The last week or episode a viewer counts for a show's subject (Infinity: no spoiler guard). */
export function lastCounted(viewer: Viewer, showType: keyof Viewer['watched']): number {
  return viewer.watched[showType] ?? Infinity;
}

/** A drafted item's points as the viewer may see them, in the weeks or episodes its player held it (`from` to `through`). */
export function itemPoints(summary: SubjectSummary, through: number, from = 1): Pick<DraftedItemPoints, 'totalPoints' | 'byPeriod'> {
  const byPeriod: DraftedItemPoints['byPeriod'] = {};
  let totalPoints = 0;
  for (const [period, byType] of Object.entries(summary.byPeriod)) {
    if (Number(period) > through || Number(period) < from) continue;
    byPeriod[period] = byType;
    totalPoints += summary.periodTotals[Number(period)] ?? 0;
  }
  return { totalPoints, byPeriod };
}
