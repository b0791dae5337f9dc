import type { PointsLogRow } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS } from './documents';

/** The audit log: one row per ledger event, who and when, before -> after. */
export const logProjection = defineProjection({
  name: 'scoring.log',
  collections: [COLLECTIONS.log],
  handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved'],
  async apply(event, { upsert }) {
    const { entryId, subjectKind, subjectId, showType, period, pointType, reason } = event.data;
    const common = {
      id: String(event.position),
      position: event.position,
      entryId,
      subjectKind,
      subjectId,
      showType,
      period,
      pointType,
      reason: reason ?? null,
    };
    let row: Omit<PointsLogRow, 'subjectLabel' | 'byName'> & { position: number };
    switch (event.type) {
      case 'PointsEntered':
        row = { ...common, action: 'entered', before: null, after: event.data.points, by: event.data.enteredBy, at: event.data.enteredAt };
        break;
      case 'PointsCorrected':
        row = { ...common, action: 'corrected', before: event.data.previous, after: event.data.points, by: event.data.correctedBy, at: event.data.correctedAt };
        break;
      case 'PointsRemoved':
        row = { ...common, action: 'removed', before: event.data.previous, after: null, by: event.data.removedBy, at: event.data.removedAt };
    }
    await upsert(COLLECTIONS.log, row.id, () => row);
  },
});
