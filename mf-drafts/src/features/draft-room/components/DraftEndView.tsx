// The end of a draft (issue 19 §5): the recap beside the board on a wide screen, stacked on a phone.
// The results page shows it, and so do the rooms once the draft is complete (in place of the cards
// to pick from, so no dead Pick button is left).
import { maxPicks, type DraftRoom } from '@reality-draft/events';
import { DraftBoard } from './DraftBoard';
import { DraftRecapCard } from './DraftRecapCard';

export function DraftEndView({ room, viewerId }: { room: DraftRoom; viewerId: string | null }) {
  const { draft, participants, picks } = room;
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <DraftBoard participants={participants} picks={picks} viewerId={viewerId} />
      </div>
      <DraftRecapCard draftId={draft.id} participants={participants} picks={picks} totalPicks={maxPicks(participants.length)} viewerId={viewerId} />
    </div>
  );
}
