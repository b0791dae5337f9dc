// The running attempt's clock, fixed when the attempt first appears: later refetches (push, polling)
// do not move the timer's base.
import type { PlayerMiniGameView } from '@reality-draft/events';
import type { AttemptClock } from '@reality-draft/kit';
import { useState } from 'react';

export function useAttemptClock(attempt: PlayerMiniGameView['attempt'] | undefined, receivedAt: number | undefined): AttemptClock | null {
  const [clock, setClock] = useState<AttemptClock | null>(null);
  if (attempt && clock?.startedAt !== attempt.startedAt) {
    setClock({ startedAt: attempt.startedAt, serverNow: attempt.serverNow, receivedAt: receivedAt ?? Date.now() });
  }
  return attempt && clock?.startedAt === attempt.startedAt ? clock : null;
}
