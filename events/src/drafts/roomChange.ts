/**
 * What a push notice carries for a draft's room (docs/architecture.md#push): the change from one room
 * version to the next, so the other seats update the room they hold without reading it again. Only
 * facts every viewer of the room sees (the draft, the picks, the ticker); never participants' names or
 * emails, nor anyone's pick queue. Changes that reorder or rename participants (joins, the start, a
 * reset, an undo) carry no change: the notice names the version only and the room is read again.
 */
import { MAX_ACTIVITY_LINES, type DraftActivity } from './activity';
import type { DraftDetail, DraftRoom, Pick } from './api';

export interface DraftRoomChange {
  /** The room version this change applies to: a room held at another version is read again instead. */
  from: number;
  /** The draft after the change (its version is the room's new version; serverTime is the notice's). */
  draft: DraftDetail;
  /** The picks the change made, in pick order, as the room shows them. */
  picks: Pick[];
  /** The ticker lines the change added, oldest first. */
  activity: DraftActivity[];
}

/** How many picks each participant has made, from the room's picks. */
function picksPerPlayer(picks: Pick[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pick of picks) counts.set(pick.playerId, (counts.get(pick.playerId) ?? 0) + 1);
  return counts;
}

/**
 * The room after `change`: the same room when it already shows the change's version (or a later one),
 * null when it is at another version than the change starts from (a gap: the caller reads the room
 * again). Pure: the room given is not changed.
 */
export function applyRoomChange(room: DraftRoom, change: DraftRoomChange): DraftRoom | null {
  if (room.draft.version >= change.draft.version) return room;
  if (room.draft.version !== change.from) return null;
  const known = new Set(room.picks.map((pick) => pick.pickNumber));
  const picks = [...room.picks, ...change.picks.filter((pick) => !known.has(pick.pickNumber))];
  const counts = picksPerPlayer(picks);
  const seen = new Set((room.activity ?? []).map((line) => line.seq));
  const activity = [...(room.activity ?? []), ...change.activity.filter((line) => !seen.has(line.seq))].slice(-MAX_ACTIVITY_LINES);
  return {
    ...room,
    draft: change.draft,
    // A timer pick may switch its player's auto-pick on in the same change (docs/drafts.md#auto-pick-for-me).
    participants: room.participants.map((participant) => ({
      ...participant,
      picksMade: counts.get(participant.playerId) ?? 0,
      autoPick: (change.draft.autoPickPlayerIds ?? []).includes(participant.playerId),
    })),
    picks,
    activity,
  };
}

/** Whether `value` has the shape of a room change (a notice is read defensively: anything else is ignored). */
export function isDraftRoomChange(value: unknown): value is DraftRoomChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Partial<DraftRoomChange>;
  return (
    Number.isSafeInteger(change.from) &&
    Boolean(change.draft) &&
    typeof change.draft === 'object' &&
    Number.isSafeInteger(change.draft.version) &&
    Array.isArray(change.picks) &&
    Array.isArray(change.activity)
  );
}
