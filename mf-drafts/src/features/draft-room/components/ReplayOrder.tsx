// The order at a moment of the Replay: each player by position (joining order before the start),
// their picks so far, and who is on the clock.
import type { Participant } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import { picksOutOf } from '../model/draftProgress';
import { participantName } from '../model/participants';

export function ReplayOrder({ participants, onClockId, viewerId }: { participants: Participant[]; onClockId: string | null; viewerId: string | null }) {
  if (participants.length === 0) return <p className="text-sm text-slate-600">Nobody has joined yet.</p>;
  return (
    <ol aria-label="Order at this moment" className="flex flex-wrap gap-2">
      {participants.map((person) => {
        const onClock = person.id === onClockId;
        return (
          <li
            key={person.id}
            aria-current={onClock ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm ring-1 ring-inset',
              onClock ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200',
            )}
          >
            <span
              className={cn(
                'flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold',
                onClock ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
              )}
              aria-label={`Position ${person.draftPosition}`}
            >
              {person.draftPosition}
            </span>
            <span className="font-medium text-slate-900">
              {participantName(person)}
              {person.id === viewerId && <span className="ml-1 text-xs font-normal text-slate-600">(you)</span>}
            </span>
            <span className="text-xs tabular-nums text-slate-600">{picksOutOf(person.picksMade)}</span>
            {onClock && <span className="text-xs font-semibold text-brand-700">On the clock</span>}
          </li>
        );
      })}
    </ol>
  );
}
