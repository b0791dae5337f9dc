import { positionOnTheClock, roundOf } from '@reality-draft/events';
import type { RoomDocument } from './roomDocument';

export type RoomTurn = { pickNumber: number; round: number; playerId: string };

/** The turn the room shows on the clock, or null when none is open. */
export function roomTurn(room: Pick<RoomDocument, 'status' | 'picks' | 'participantIds'>): RoomTurn | null {
  if (room.status !== 'active') return null;
  const pickNumber = room.picks.length + 1;
  const position = positionOnTheClock(pickNumber, room.participantIds.length);
  if (position === null) return null;
  return { pickNumber, round: roundOf(pickNumber, room.participantIds.length), playerId: room.participantIds[position - 1] };
}

export const roomPaused = (room: Pick<RoomDocument, 'pausedRemainingMs'>) => room.pausedRemainingMs !== null;
