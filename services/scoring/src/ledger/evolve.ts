import type { PointEvent } from '@reality-draft/events';
import type { EntryState } from './state';

const keyOf = ({ subjectKind, subjectId, showType, period, pointType, sourceRef, draftId, source }: PointEvent['data']) => ({
  subjectKind,
  subjectId,
  showType,
  period,
  pointType,
  source,
  ...(sourceRef !== undefined && { sourceRef }),
  ...(draftId !== undefined && { draftId }),
});

/** How each of an entry's events changes its folded state. */
export function evolveEntry(_state: EntryState, event: PointEvent): EntryState {
  switch (event.type) {
    case 'PointsEntered':
    case 'PointsCorrected':
      return { key: keyOf(event.data), points: event.data.points };
    case 'PointsRemoved':
      return { key: keyOf(event.data), points: null };
  }
}
