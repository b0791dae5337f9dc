import type { DetailedPointRow, PointTotalsTable, PointType } from '@reality-draft/events';
import type { ScoringWorld } from './scoringWorld';
import { counts, type Viewer } from './viewer';

/** GET /api/point-totals-table (teams) and /api/contestant-point-totals-table: subject -> period -> points. */
export function pointTotalsTable(world: ScoringWorld, kind: 'team' | 'contestant', viewer: Viewer): PointTotalsTable {
  const table: PointTotalsTable = {};
  for (const [subjectId, doc] of world.points) {
    if (doc.subjectKind !== kind) continue;
    for (const cell of Object.values(doc.cells)) {
      if (cell.source !== 'results' || !counts(viewer, cell)) continue;
      const row = (table[subjectId] ??= {});
      row[cell.period] = (row[cell.period] ?? 0) + cell.points;
    }
  }
  return table;
}

/** GET /api/contestant-points-detailed: one row per contestant entry (week and episode both name the episode). */
export function detailedContestantPoints(world: ScoringWorld, viewer: Viewer): DetailedPointRow[] {
  const rows: DetailedPointRow[] = [];
  for (const [contestantId, doc] of world.points) {
    if (doc.subjectKind !== 'contestant') continue;
    for (const [id, cell] of Object.entries(doc.cells)) {
      if (cell.source !== 'results' || !counts(viewer, cell)) continue;
      rows.push({ id, contestantId, week: cell.period, episode: cell.period, pointType: cell.pointType as PointType, points: cell.points });
    }
  }
  return rows.sort((a, b) => a.contestantId.localeCompare(b.contestantId) || a.episode - b.episode || a.pointType.localeCompare(b.pointType));
}
