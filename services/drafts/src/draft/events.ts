import { DRAFT_EVENT_TYPES, type DraftEvent } from '@reality-draft/events';
import { isEventOf, type RecordedOf } from '@reality-draft/kernel';

/** A draft's event as the log records it. */
export type RecordedDraftEvent = RecordedOf<DraftEvent['type']>;

/** Picks a draft's events out of the log (the push topics and the turn clock follow them). */
export const isDraftEvent = isEventOf(DRAFT_EVENT_TYPES);
