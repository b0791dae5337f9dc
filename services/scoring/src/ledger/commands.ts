import type { EntryKey, PointSource } from '@reality-draft/events';

export type LedgerCommand =
  /** Enter a key's points; the same key again replaces its value. */
  | { type: 'EnterPoints'; entryId: string; key: EntryKey; source: PointSource; points: number; by: string; now: Date; reason?: string }
  | { type: 'CorrectPoints'; points: number; by: string; now: Date; reason?: string }
  | { type: 'RemovePoints'; by: string; now: Date; reason?: string };
