// The room's turn cues (docs/drafts.md#turn-cues) and their announcement: a polite live region, read
// by screen readers and not drawn, that says "It's your turn: pick N" as the turn starts and once more
// under 10 s left. It stays mounted across turns, so each one is announced.
import { useTurnCues, type TurnCueInput } from '../hooks/useTurnCues';

export function TurnCues(props: TurnCueInput) {
  const announcement = useTurnCues(props);
  return (
    <p role="status" aria-atomic="true" className="sr-only" data-testid="turn-announcement">
      {announcement}
    </p>
  );
}
