// Under the admin room's header: who is on the clock with the timer and its bar, or where the draft stands.
import type { DraftDetail, Participant } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import { participantById, participantName } from '../model/participants';
import { adminStatusNote } from '../model/roomStatus';
import { useTurnClock } from '../hooks/useTurnClock';
import { TimeLeftBar, TimeLeftText } from './TurnTimer';

export function AdminTurnStatus({ draft, participants, totalPicks }: { draft: DraftDetail; participants: Participant[]; totalPicks: number }) {
  const clock = useTurnClock(draft);
  if (draft.status !== 'active' || draft.currentTurn === null) {
    return <p className="text-sm font-medium text-slate-600">{adminStatusNote(draft.status, participants.length)}</p>;
  }
  const onClock = participantName(participantById(participants, draft.currentPlayerId));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-slate-600">
          <span className="font-medium text-slate-900">Draft in Progress</span> · Round {draft.currentRound} · Pick {draft.currentTurn} of {totalPicks} · On the
          clock: <span className="font-semibold text-slate-900">{onClock}</span>
        </p>
        <p className="flex items-baseline gap-1.5 text-slate-500">
          Turn timer
          <TimeLeftText clock={clock} className={cn('text-lg', clock.secondsLeft <= 10 && !clock.paused ? 'text-rose-600' : 'text-slate-900')} />
        </p>
      </div>
      <TimeLeftBar clock={clock} />
      {clock.running && clock.secondsLeft === 0 && <p className="text-xs text-slate-500">Time's up — an automatic pick is on its way.</p>}
    </div>
  );
}
