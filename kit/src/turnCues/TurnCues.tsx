// A turn's cues (docs/drafts.md#turn-cues) and their announcement: a polite live region, read
// by screen readers and not drawn, that says "It's your turn: pick N" as the turn starts and once more
// under 10 s left. It stays mounted across turns, so each one is announced.
import { useTurnCues, type TurnCueInput } from './useTurnCues';

export function TurnCues({ testId = 'turn-announcement', ...input }: TurnCueInput & { testId?: string }) {
  const announcement = useTurnCues(input);
  return (
    <p role="status" aria-atomic="true" className="sr-only" data-testid={testId}>
      {announcement}
    </p>
  );
}
