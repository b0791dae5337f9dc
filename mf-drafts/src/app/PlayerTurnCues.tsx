// The player room's turn cues (docs/drafts.md#turn-cues), composed here from the room's clock and turn
// rule (draft-room) and the cues themselves (turn-cues). The clock ticks in this component only.
import { SHOW_NAMES, type DraftDetail } from '@reality-draft/events';
import { isMyTurn } from '../features/draft-room/api/pickRules';
import { useTurnClock } from '../features/draft-room/hooks/useTurnClock';
import { TurnCues } from '../features/turn-cues/components/TurnCues';

export function PlayerTurnCues({ draft, myId }: { draft: DraftDetail; myId: string | null }) {
  const clock = useTurnClock(draft);
  return (
    <TurnCues draftId={draft.id} draftName={`${SHOW_NAMES[draft.showType]} Draft`} pickNumber={draft.currentTurn} mine={isMyTurn(draft, myId)} clock={clock} />
  );
}
