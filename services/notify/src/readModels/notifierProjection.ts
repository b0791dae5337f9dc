import { DRAFT_EVENT_TYPES, evolveDraft, initialDraftState } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { draftNotices, FRESH_FOR_MS, type Notice } from '../notices/draftNotices';
import { notifiedDrafts, NOTIFIED_DRAFTS, scheduledStartOf, scheduledStarts, SCHEDULED_STARTS } from './notifiedDrafts';

export interface NotifierOutlets {
  /** Queues a push; returns at once (the send happens off the projection's path). */
  send(notice: Notice): void;
  /** The draft's scheduled start changed (null: none any more): the starts-soon alarm follows it. */
  scheduled(draftId: string, startsAt: string | null): void;
  now(): number;
}

/**
 * The notifier (docs/notifications.md#what-is-pushed): a projection, so only the copy holding the read
 * models' lease runs it and sends. It folds each draft with evolveDraft and, for an event recorded
 * within the last minute, queues the notices it gives. An event applied again (after a crash) is
 * skipped by its draft's stored position, so it is not pushed twice.
 */
export function notifierProjection(outlets: NotifierOutlets) {
  return defineProjection({
    name: 'notifier',
    collections: [NOTIFIED_DRAFTS, SCHEDULED_STARTS],
    handles: DRAFT_EVENT_TYPES,
    async apply(event, { docs }) {
      const draftId = event.data.draftId;
      const drafts = notifiedDrafts(docs);
      const stored = await drafts.findOne({ id: draftId });
      if (stored && stored.lastPosition >= event.position) return;
      const state = evolveDraft(stored?.state ?? initialDraftState(), event);
      if (state.deleted) await drafts.deleteMany({ id: draftId });
      else await drafts.updateOne({ id: draftId }, { id: draftId, state, lastPosition: event.position }, { upsert: true });

      const startsAt = scheduledStartOf(state);
      if (startsAt !== scheduledStartOf(stored?.state ?? initialDraftState())) {
        const starts = scheduledStarts(docs);
        if (startsAt) await starts.updateOne({ id: draftId }, { id: draftId, startsAt, lastPosition: event.position }, { upsert: true });
        else await starts.deleteMany({ id: draftId });
        outlets.scheduled(draftId, startsAt);
      }

      const now = outlets.now();
      if (now - Date.parse(event.recordedAt) > FRESH_FOR_MS) return;
      for (const notice of draftNotices(state, event, now)) outlets.send(notice);
    },
  });
}
