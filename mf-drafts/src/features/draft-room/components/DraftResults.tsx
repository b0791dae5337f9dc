// 'Draft Results': every pick in pick order with the member's photo, auto-picks marked.
import type { Participant, Pick } from '@reality-draft/events';
import { Card, CardHeader } from '@reality-draft/kit';
import { ListOrdered } from 'lucide-react';
import { participantById, participantName } from '../model/participants';
import { pickedItem, pickName } from '../model/roomItems';
import { PickSourceBadge } from './PickSourceBadge';
import { ItemAvatar } from './ItemAvatar';

export function DraftResults({ picks, participants, totalPicks }: { picks: Pick[]; participants: Participant[]; totalPicks: number }) {
  const ordered = [...picks].sort((a, b) => a.pickNumber - b.pickNumber);
  return (
    <Card>
      <CardHeader
        icon={<ListOrdered className="h-5 w-5" />}
        title="Draft Results"
        description={totalPicks ? `${picks.length} of ${totalPicks} picks made` : `${picks.length} picks made`}
      />
      {ordered.length === 0 ? (
        <p className="p-5 text-sm text-slate-500 sm:p-6">No picks yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 sm:mt-4">
          {ordered.map((pick) => (
            <li key={pick.id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
              <span className="w-8 shrink-0 text-sm font-semibold tabular-nums text-slate-600">#{pick.pickNumber}</span>
              <PickAvatar pick={pick} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{pickName(pick)}</span>
                <span className="block truncate text-xs text-slate-500">
                  Round {pick.round} · {participantName(participantById(participants, pick.playerId))}
                </span>
              </span>
              <PickSourceBadge source={pick.source} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function PickAvatar({ pick }: { pick: Pick }) {
  const item = pickedItem(pick);
  return item ? <ItemAvatar item={item} className="h-9 w-9 text-xs" /> : <span aria-hidden className="h-9 w-9 shrink-0" />;
}
