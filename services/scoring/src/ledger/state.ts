import type { EntryKey, PointSource } from '@reality-draft/events';

/** One ledger entry, folded from its stream: the key it scores and its current value (null once removed). */
export interface EntryState {
  key: (EntryKey & { source: PointSource }) | null;
  points: number | null;
}

export const initialEntryState = (): EntryState => ({ key: null, points: null });
