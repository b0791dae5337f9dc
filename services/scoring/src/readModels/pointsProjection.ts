import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type EntryDocument } from './documents';

/** Each ledger entry at its current value: the ledger folded, so a replay rebuilds it exactly. */
export const pointsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.points',
    collections: [COLLECTIONS.points],
    handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved'],
    async apply(event, { upsert }) {
      const { entryId, subjectId, subjectKind, showType, period, pointType, source, sourceRef, draftId } = event.data;
      await upsert<EntryDocument>(COLLECTIONS.points, entryId, () =>
        event.type === 'PointsRemoved'
          ? null
          : {
              id: entryId,
              subjectId,
              subjectKind,
              showType,
              period,
              pointType,
              points: event.data.points,
              source,
              ...(sourceRef && { sourceRef }),
              ...(draftId && { draftId }),
            },
      );
      changed();
    },
  });
