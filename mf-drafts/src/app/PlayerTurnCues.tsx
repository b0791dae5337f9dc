// The player room's turn cues (docs/drafts.md#turn-cues), composed here from the room's clock and turn
// rule (draft-room) and the cues themselves (kit's TurnCues, which the shell also drives on every other
// page). The clock ticks in this component only.
import { SHOW_NAMES, type DraftDetail } from '@reality-draft/events';
import { TurnCues } from '@reality-draft/kit';
import { isMyTurn } from '../features/draft-room/model/pickRules';
import { useTurnClock } from '../features/draft-room/hooks/useTurnClock';

export function PlayerTurnCues({ draft, myId }: { draft: DraftDetail; myId: string | null }) {
  const clock = useTurnClock(draft);
  return (
    <TurnCues draftId={draft.id} draftName={`${SHOW_NAMES[draft.showType]} Draft`} pickNumber={draft.currentTurn} mine={isMyTurn(draft, myId)} clock={clock} />
  );
}
