// The furthest log position this browser has heard of from the push stream. Every API request names
// it (READ_POSITION_HEADER), so the refetch a change notice causes is answered once the read models
// show that change, whichever gateway and service copy answer it.
import { READ_POSITION_HEADER } from '@reality-draft/events';

let heard = 0;

/** A position the push stream named (a hello's, a notice's); older ones never move it back. */
export function noteHeardPosition(position: unknown): void {
  const value = typeof position === 'string' && /^\d+$/.test(position) ? Number(position) : position;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > heard) heard = value;
}

/** The header naming the furthest position heard, none before the stream has told of one. */
export const readPositionHeader = (): Record<string, string> => (heard > 0 ? { [READ_POSITION_HEADER]: String(heard) } : {});

/** Tests: back to nothing heard. */
export function forgetHeardPositions(): void {
  heard = 0;
}
