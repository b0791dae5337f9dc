// The participants by draft position; a Turn badge for whoever is on the clock, an Auto badge for who
// is on auto-pick, a presence dot for who has the room open and, in the player room, each one's picks n/3.
import type { Participant } from '@reality-draft/events';
import { Badge, Card, CardHeader, cn, playerCount } from '@reality-draft/kit';
import { UsersRound } from 'lucide-react';
import { picksOutOf } from '../model/draftProgress';
import { participantName, participantsInOrder } from '../model/participants';
import { AutoPickOnBadge } from './AutoPickOnBadge';

export function ParticipantsPanel({
  participants,
  currentPlayerId,
  myId,
  showPicks = false,
  present = null,
}: {
  participants: Participant[];
  currentPlayerId: string | null;
  myId?: string | null;
  showPicks?: boolean;
  /** Who has the room open now (presence dots); null while unknown (push down): no dots. */
  present?: ReadonlySet<string> | null;
}) {
  const ordered = participantsInOrder(participants);
  return (
    <Card>
      <CardHeader icon={<UsersRound className="h-5 w-5" />} title="Participants" description={`${playerCount(participants.length)} in draft order`} />
      {ordered.length === 0 ? (
        <p className="p-5 text-sm text-slate-500 sm:p-6">No one has joined yet. Share the join code with your players.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 sm:mt-4">
          {ordered.map((person) => {
            const onClock = person.id === currentPlayerId;
            return (
              <li key={person.id} className={cn('flex items-center gap-3 px-5 py-3 sm:px-6', onClock && 'bg-brand-50/60')}>
                <span
                  className={cn(
                    'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    onClock ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
                  )}
                  aria-label={`Draft position ${person.draftPosition}`}
                >
                  {person.draftPosition}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-center gap-1.5 font-medium text-slate-900">
                    {present && <PresenceDot here={present.has(person.id)} />}
                    <span className="truncate">{participantName(person)}</span>
                    {myId && person.id === myId && <span className="shrink-0 text-xs font-normal text-slate-600">(you)</span>}
                  </span>
                  {showPicks && <span className="block text-xs text-slate-600">Picks {picksOutOf(person.picksMade)}</span>}
                </span>
                {person.autoPick && <AutoPickOnBadge className="shrink-0" />}
                {onClock && (
                  <Badge tone="brand">
                    <span className="h-1.5 w-1.5 motion-safe:animate-pulse rounded-full bg-brand-600" aria-hidden />
                    Turn
                  </Badge>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/** A green dot for someone with the room open, a hollow one otherwise; named for screen readers. */
function PresenceDot({ here }: { here: boolean }) {
  return (
    <span
      role="img"
      aria-label={here ? 'In the room' : 'Not in the room'}
      title={here ? 'In the room' : 'Not in the room'}
      data-presence={here ? 'here' : 'away'}
      className={cn('h-2.5 w-2.5 shrink-0 rounded-full', here ? 'bg-emerald-500' : 'border border-slate-300 bg-white')}
    />
  );
}
