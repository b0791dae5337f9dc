import type { ScoredShow, ShowType } from '@reality-draft/events';
import type { ScoringWorld } from './scoringWorld';

const known = new WeakMap<ScoringWorld, ScoredShow[]>();

/** GET /api/scored-periods: per show with results, which weeks or episodes have them (never what they are), the latest scored first; once per world. */
export function scoredShows(world: ScoringWorld): ScoredShow[] {
  const cached = known.get(world);
  if (cached) return cached;
  const shows = new Map<ShowType, { periods: Set<number>; position: number }>();
  for (const doc of world.points.values()) {
    for (const cell of Object.values(doc.cells)) {
      if (cell.source !== 'results') continue;
      let show = shows.get(cell.showType);
      if (!show) shows.set(cell.showType, (show = { periods: new Set(), position: 0 }));
      show.periods.add(cell.period);
      show.position = Math.max(show.position, cell.lastPosition ?? 0);
    }
  }
  const answer = [...shows]
    .map(([showType, { periods, position }]) => ({ showType, periods: [...periods].sort((a, b) => a - b), position }))
    .sort((a, b) => b.position - a.position);
  known.set(world, answer);
  return answer;
}
