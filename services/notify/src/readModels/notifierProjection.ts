import { currentTurn, DRAFT_EVENT_TYPES, evolveDraft, initialDraftState, type WebPushPayload } from '@reality-draft/events';
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
  /**
   * The pick number on the clock in each draft as far as the log has been applied: a turn's push
   * queued during a catch-up is dropped once a later turn has begun (its player need not be called).
   */
  const onTheClock = new Map<string, number | null>();
  const turnOf = (payload: WebPushPayload) =>
    payload.type === 'your-turn' ? payload.pickNumber : payload.type === 'up-next' ? payload.pickNumber - 1 : undefined;
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

      if (state.deleted || state.status === 'completed') onTheClock.delete(draftId);
      else onTheClock.set(draftId, currentTurn(state)?.pickNumber ?? null);

      const now = outlets.now();
      if (now - Date.parse(event.recordedAt) > FRESH_FOR_MS) return;
      for (const notice of draftNotices(state, event, now)) {
        const turn = turnOf(notice.payload);
        outlets.send(turn === undefined ? notice : { ...notice, stillDue: () => onTheClock.get(draftId) === turn });
      }
    },
  });
}
