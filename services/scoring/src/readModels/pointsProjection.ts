import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type PointCell, type PointsDocument } from './documents';

/** Each subject's entries at their current values: the ledger folded, so a replay rebuilds it exactly. */
export const pointsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.points',
    collections: [COLLECTIONS.points],
    handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved'],
    async apply(event, { upsert }) {
      const { entryId, subjectId, subjectKind, showType, period, pointType, source, sourceRef, draftId } = event.data;
      await upsert<PointsDocument>(COLLECTIONS.points, subjectId, (current) => {
        const cells = { ...current?.cells };
        if (event.type === 'PointsRemoved') delete cells[entryId];
        else {
          const cell: PointCell = { showType, period, pointType, points: event.data.points, source, ...(sourceRef && { sourceRef }), ...(draftId && { draftId }) };
          cells[entryId] = cell;
        }
        return { id: subjectId, subjectKind, cells };
      });
      changed();
    },
  });
