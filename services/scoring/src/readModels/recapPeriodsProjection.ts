import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type RecapPeriodsDocument } from './documents';

/**
 * Each show's weeks or episodes with results (docs/league.md#recaps): a league has a recap of every one
 * with an entry, as of its latest change. Built from the ledger itself, so results saved before recaps
 * existed have theirs too.
 */
export const recapPeriodsProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.recapPeriods',
    collections: [COLLECTIONS.recapPeriods],
    handles: ['PointsEntered', 'PointsCorrected', 'PointsRemoved'],
    async apply(event, { upsert }) {
      const { showType, period, source, subjectKind } = event.data;
      if (source !== 'results' || subjectKind === 'player') return;
      const at = event.type === 'PointsEntered' ? event.data.enteredAt : event.type === 'PointsCorrected' ? event.data.correctedAt : event.data.removedAt;
      const change = event.type === 'PointsEntered' ? 1 : event.type === 'PointsRemoved' ? -1 : 0;
      await upsert<RecapPeriodsDocument>(COLLECTIONS.recapPeriods, showType, (current) => {
        const known = current?.periods[period];
        const now = {
          firstAt: known?.firstAt ?? at,
          at,
          entries: (known?.entries ?? 0) + change,
          corrected: (known?.corrected ?? false) || event.type !== 'PointsEntered',
        };
        return { id: showType, periods: { ...current?.periods, [period]: now } };
      });
      changed();
    },
  });
