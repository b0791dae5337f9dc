import type { DraftState } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';

/** Each draft as the notifier last folded it (a read model: rebuilt from the log, never a source of truth). */
export interface NotifiedDraft extends Record<string, unknown> {
  id: string;
  state: DraftState;
  lastPosition: number;
}

/** A draft whose admin set a start time, while it waits for it: what the starts-soon alarm is armed from. */
export interface ScheduledStart extends Record<string, unknown> {
  id: string;
  startsAt: string;
  lastPosition: number;
}

export const NOTIFIED_DRAFTS = 'notify_drafts';
export const SCHEDULED_STARTS = 'notify_scheduled_starts';

export const notifiedDrafts = (docs: DocumentStore) => docs.collection<NotifiedDraft>(NOTIFIED_DRAFTS);
export const scheduledStarts = (docs: DocumentStore) => docs.collection<ScheduledStart>(SCHEDULED_STARTS);

/** The start time a draft waits for, if its admin set one (a countdown's 10 s need no warning). */
export const scheduledStartOf = (state: DraftState): string | null =>
  !state.deleted && state.status === 'pending' && state.startKind === 'schedule' ? state.startsAt : null;
