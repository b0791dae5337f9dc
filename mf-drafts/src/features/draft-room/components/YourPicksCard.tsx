// 'Your Picks (n/3)'. The room moves focus here once the player's pick lands (`ref`).
import { PICKS_PER_PARTICIPANT, type Pick } from '@reality-draft/events';
import { Card, CardHeader, cn } from '@reality-draft/kit';
import { Star } from 'lucide-react';
import type { Ref } from 'react';
import { itemName, itemNumber, pickedItem } from '../model/roomItems';
import { PickSourceBadge } from './PickSourceBadge';
import { ItemAvatar } from './ItemAvatar';

export function YourPicksCard({ picks, ref, className }: { picks: Pick[]; ref?: Ref<HTMLElement>; className?: string }) {
  const ordered = [...picks].sort((a, b) => a.pickNumber - b.pickNumber);
  const title = `Your Picks (${picks.length}/${PICKS_PER_PARTICIPANT})`;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={title}
      className={cn('rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500', className)}
    >
      <Card>
        <CardHeader icon={<Star className="h-5 w-5" />} title={title} />
        {ordered.length === 0 ? (
          <p className="p-5 text-sm text-slate-500 sm:p-6">No picks yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 sm:mt-4">
            {ordered.map((pick) => {
              const item = pickedItem(pick);
              return (
                <li key={pick.id} className="flex items-center gap-3 px-5 py-2.5 sm:px-6 sm:py-3">
                  {item && <ItemAvatar item={item} className="h-10 w-10 text-sm" />}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{item ? itemName(item) : pick.label}</span>
                    <span className="block text-xs text-slate-600">
                      {item ? `${itemNumber(item)} · ` : ''}Round {pick.round} · Pick {pick.pickNumber}
                    </span>
                  </span>
                  <PickSourceBadge source={pick.source} />
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
