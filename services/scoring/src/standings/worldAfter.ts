import type { PointEvent } from '@reality-draft/events';
import { entryDocumentAfter } from '../readModels/pointsProjection';
import { cellOf, type ScoringWorld } from './scoringWorld';

/**
 * The world as it would stand once these ledger events were applied, folded in memory the way the
 * points projection folds them (entryDocumentAfter). Only the subjects they touch are copied; the
 * world read from the read models is left as it is (a preview writes nothing, not even a cache).
 */
export function worldAfter(world: ScoringWorld, events: readonly PointEvent[]): ScoringWorld {
  const points = new Map(world.points);
  for (const event of events) {
    const { entryId, subjectId, subjectKind } = event.data;
    const subject = points.get(subjectId) ?? { id: subjectId, subjectKind, cells: {} };
    const cells = { ...subject.cells };
    const entry = entryDocumentAfter(event);
    if (entry) cells[entryId] = cellOf(entry);
    else delete cells[entryId];
    points.set(subjectId, { ...subject, cells });
  }
  return { ...world, points };
}
