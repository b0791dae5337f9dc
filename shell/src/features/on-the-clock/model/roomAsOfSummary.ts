// The room as the draft's newer summary in the list says it is now. A pick, the start or an undo
// reaches the list first (one read after the 'drafts' notice); the room is read after it. Meanwhile
// whose turn it is follows from the summary by the snake order (events' positionOnTheClock: the turn
// on the clock is picks made + 1), and the turn's clock is left unknown until the room arrives, so the
// banner moves with the list's read, not the room's.
import { positionOnTheClock, type DraftRoom, type DraftSummary } from '@reality-draft/events';

/**
 * The summary is ahead of a running draft's room: more picks made, or the draft completed. Anything
 * else waits for the room, read again right after: an undo, a reset, a pause, and the start (the
 * order is drawn then: the waiting room's seats are not the draft's order).
 */
const ahead = (room: DraftRoom['draft'], summary: DraftSummary) =>
  room.status === 'active' && ((summary.status === 'active' && summary.picksMade > room.picksMade) || summary.status === 'completed');

export function roomAsOfSummary(room: DraftRoom, summary: DraftSummary): DraftRoom {
  if (room.draft.id !== summary.id || !ahead(room.draft, summary)) return room;
  const active = summary.status === 'active' && summary.picksMade < summary.maxPicks;
  const pickNumber = active ? summary.picksMade + 1 : null;
  const position = pickNumber === null ? null : positionOnTheClock(pickNumber, room.participants.length);
  const onTheClock = position === null ? undefined : room.participants.find((person) => person.draftPosition === position);
  return {
    ...room,
    draft: {
      ...room.draft,
      ...summary,
      currentTurn: onTheClock ? pickNumber : null,
      currentPlayerId: onTheClock?.id ?? null,
      turnStartTime: null,
      pausedSecondsLeft: null,
    },
  };
}
