// The end of a draft (issue 19 §5): the recap beside the board on a wide screen, stacked on a phone.
// The results page shows it, and so do the rooms once the draft is complete (in place of the cards
// to pick from, so no dead Pick button is left), with the room's ticker under the recap.
import { maxPicks, type DraftRoom } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { ActivityTicker } from './ActivityTicker';
import { DraftBoard } from './DraftBoard';
import { DraftRecapCard } from './DraftRecapCard';

/** `belowBoard`: what a room adds under the board (its Replay). */
export function DraftEndView({ room, viewerId, belowBoard }: { room: DraftRoom; viewerId: string | null; belowBoard?: ReactNode }) {
  const { draft, participants, picks } = room;
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-4 sm:space-y-6 lg:col-span-2">
        <DraftBoard participants={participants} picks={picks} viewerId={viewerId} />
        {belowBoard}
      </div>
      <div className="space-y-4 sm:space-y-6">
        <DraftRecapCard draftId={draft.id} participants={participants} picks={picks} totalPicks={maxPicks(participants.length)} viewerId={viewerId} />
        {/* The room's record stays: the last pick and the draft's end are said here too. */}
        <ActivityTicker draftId={draft.id} activity={room.activity ?? []} participants={participants} />
      </div>
    </div>
  );
}
