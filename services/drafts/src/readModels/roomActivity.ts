import { MAX_ACTIVITY_LINES, type DraftActivity, type DraftEvent } from '@reality-draft/events';
import type { RoomDocument } from './roomDocument';

/** A line without the room's running number (added as the room keeps it). */
type NewLine = DraftActivity extends infer L ? (L extends DraftActivity ? Omit<L, 'seq'> : never) : never;

/**
 * The ticker line an event of the draft adds, from the room as it was before the event (an undo
 * names the pick it takes back), or null: joins, creation and deletion say nothing in the room.
 */
export function activityLineOf(before: RoomDocument, event: DraftEvent): NewLine | null {
  switch (event.type) {
    case 'DraftCreated':
    case 'PlayerJoinedDraft':
    case 'DraftDeleted':
      return null;
    // The admin's start time is told on the draft's cards, not in the room's ticker; the countdown is draft night.
    case 'DraftStartScheduled':
      return event.data.kind === 'schedule' ? null : { kind: 'countdown', at: event.data.scheduledAt, startsAt: event.data.startsAt };
    case 'DraftStartCancelled':
      return before.startKind === 'schedule' ? null : { kind: 'countdownCancelled', at: event.data.cancelledAt };
    case 'DraftStartMissed': {
      const { scheduledFor, playerCount, missedAt } = event.data;
      return { kind: 'startMissed', at: missedAt, scheduledFor, playerCount };
    }
    case 'AutoPickSet': {
      const { playerId, on, reason, setAt } = event.data;
      return { kind: 'autoPick', at: setAt, playerId, on, reason };
    }
    case 'DraftStarted':
      return { kind: 'started', at: event.data.startedAt };
    case 'PickMade': {
      const { pickNumber, playerId, label, source, pickedAt } = event.data;
      return { kind: 'pick', at: pickedAt, pickNumber, playerId, label, source };
    }
    case 'DraftCompleted':
      return { kind: 'completed', at: event.data.completedAt };
    case 'DraftReset':
      return { kind: 'reset', at: event.data.resetAt };
    case 'DraftPaused':
      return { kind: 'paused', at: event.data.pausedAt };
    case 'DraftResumed':
      return { kind: 'resumed', at: event.data.resumedAt };
    case 'PickUndone': {
      const { pickNumber, playerId, itemId, undoneAt } = event.data;
      const label = before.picks.find((pick) => pick.pickNumber === pickNumber)?.label ?? itemId;
      return { kind: 'undone', at: undoneAt, pickNumber, playerId, label };
    }
  }
}

/** The room with one more line: numbered after the last, and only the latest MAX_ACTIVITY_LINES kept. */
export function withActivityLine(room: RoomDocument, line: NewLine | null): RoomDocument {
  if (!line) return room;
  const activity = room.activity ?? [];
  const seq = (activity.at(-1)?.seq ?? 0) + 1;
  return { ...room, activity: [...activity, { ...line, seq }].slice(-MAX_ACTIVITY_LINES) };
}
