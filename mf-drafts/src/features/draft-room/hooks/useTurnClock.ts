// The turn countdown on the server's clock, re-rendering every second.
import type { DraftDetail } from '@reality-draft/events';
import { useServerNow } from '@reality-draft/kit';
import { turnClock, type TurnClock } from '../model/turnClock';

export function useTurnClock(draft: DraftDetail | undefined): TurnClock {
  return turnClock(draft, useServerNow());
}
