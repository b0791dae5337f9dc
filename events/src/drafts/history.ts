/**
 * A draft's history (GET /api/drafts/{id}/history, docs/drafts.md#replay): the events of its stream, in version order, as
 * its players and admins may see them. Nothing private leaves with it: a pick queue lives on its
 * own stream and is never read, the log holds no e-mail, and a pick does not say whether it came
 * from its player's queue (`fromQueue`), which the room does not show either.
 */
import type { DraftEvent, PickMade } from './events';

/** A pick as the history shows it: the PickMade event's facts less `fromQueue`. */
export type PublicPickMade = { type: 'PickMade'; data: Omit<PickMade['data'], 'fromQueue'> };

/**
 * A draft event as anyone in its room may see it. The fold (evolveDraft) reads nothing more, so the
 * server's decider and a browser's replay fold the same facts with the same code.
 */
export type PublicDraftEvent = Exclude<DraftEvent, PickMade> | PublicPickMade;

/** One event of the history: its stream version, when the log recorded it, its public facts. */
export type DraftHistoryEvent = PublicDraftEvent & { version: number; at: string };

export interface DraftHistory {
  draftId: string;
  events: DraftHistoryEvent[];
}

/**
 * What of an event leaves in the history. A pick's fields are named one by one (`fromQueue` stays
 * home); the other events hold only what the room already shows (ids, times, the order) and leave as
 * recorded: a start time, a missed start (its player count and reason are what the admin's dashboard
 * shows) and a player's auto-pick switch (the room shows who is on auto-pick) are public too.
 * history.unit.spec.ts pins every type's fields, so a field added to an event is a decision.
 */
export function publicDraftEvent(event: DraftEvent): PublicDraftEvent {
  if (event.type === 'PickMade') {
    const { draftId, pickNumber, round, playerId, itemId, label, auto, source, pickedAt, pickedBy } = event.data;
    // pickedBy names the draft's own admin (a commissioner pick), whom every room already shows.
    const by = pickedBy === undefined ? {} : { pickedBy };
    return { type: 'PickMade', data: { draftId, pickNumber, round, playerId, itemId, label, auto, source, pickedAt, ...by } };
  }
  // Its type and data only: a recorded event's id, position and metadata stay in the log.
  return { type: event.type, data: event.data } as Exclude<DraftEvent, PickMade>;
}
