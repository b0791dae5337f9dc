import type { EntryKey, PointEvent, PointSource } from '@reality-draft/events';

/** One ledger entry, folded from its stream: the key it scores and its current value (null once removed). */
export interface EntryState {
  key: (EntryKey & { source: PointSource }) | null;
  points: number | null;
}

export const initialEntryState = (): EntryState => ({ key: null, points: null });

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

export function evolveEntry(_state: EntryState, event: PointEvent): EntryState {
  switch (event.type) {
    case 'PointsEntered':
    case 'PointsCorrected':
      return { key: keyOf(event.data), points: event.data.points };
    case 'PointsRemoved':
      return { key: keyOf(event.data), points: null };
  }
}
