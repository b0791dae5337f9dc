// The end of a draft (issue 19 §5): the recap beside the board on a wide screen, stacked on a phone.
// The results page shows it, and so do the rooms once the draft is complete (in place of the cards
// to pick from, so no dead Pick button is left), with the room's ticker under the recap. A room puts
// its Replay above the final board, and the recap and ticker follow the moment the Replay shows.
import { maxPicks, type DraftRoom } from '@reality-draft/events';
import { useWatchedThrough } from '@reality-draft/kit';
import { useMemo, useState } from 'react';
import { momentActivity, momentPicks, type ReplayPosition } from '../model/replayTimeline';
import { ActivityTicker } from './ActivityTicker';
import { DraftBoard } from './DraftBoard';
import { DraftRecapCard } from './DraftRecapCard';
import { DraftReplay } from './DraftReplay';

/** `replay`: a room's (the results page has none). */
export function DraftEndView({ room, viewerId, replay = false }: { room: DraftRoom; viewerId: string | null; replay?: boolean }) {
  const { draft, participants, picks } = room;
  const [position, setPosition] = useState<ReplayPosition | null>(null);
  const watchedThrough = useWatchedThrough(draft.showType);
  const asOf = useMemo(() => {
    const moment = position?.moments[position.index];
    return moment && position && { picks: momentPicks(moment.state), activity: momentActivity(position.moments, position.index, room.activity ?? []) };
  }, [position, room.activity]);
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-4 sm:space-y-6 lg:col-span-2">
        {replay && <DraftReplay draft={draft} participants={participants} viewerId={viewerId} onMoment={setPosition} />}
        <DraftBoard participants={participants} picks={picks} viewerId={viewerId} rosterMoves={room.rosterMoves ?? []} showType={draft.showType} />
      </div>
      <div className="space-y-4 sm:space-y-6">
        <DraftRecapCard
          draftId={draft.id}
          participants={participants}
          picks={asOf?.picks ?? picks}
          totalPicks={maxPicks(participants.length)}
          viewerId={viewerId}
          asOf={Boolean(asOf)}
        />
        {/* The room's record stays: the last pick and the draft's end are said here too. */}
        <ActivityTicker
          draftId={draft.id}
          activity={room.activity ?? []}
          participants={participants}
          shown={asOf?.activity}
          expandable
          watchedThrough={watchedThrough}
        />
      </div>
    </div>
  );
}
