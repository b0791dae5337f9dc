// One team or contestant: photo, number, name and facts; SELECTED with the picker once picked;
// greyed with the show's word once out (for a player, once out by what they have watched: a later one
// shows "Out later in the season - tap to reveal"); the room's buttons. On a phone the card is one compact row
// with its buttons at the end; from `sm` up it is a tile with the buttons below.
import { Badge, cn, OutLaterReveal, useGuardedElimination } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import type { ReactNode } from 'react';
import { itemDetail, itemName, itemNumber, outWord, type RoomItem } from '../model/roomItems';
import { ItemAvatar } from './ItemAvatar';
import { PickedBy } from './PickedBy';

export function ItemCard({
  entry,
  showType,
  pickerName,
  highlight = false,
  watchedThrough = null,
  actions,
}: {
  entry: RoomItem;
  showType: ShowType;
  pickerName?: string;
  highlight?: boolean;
  /** The player's spoiler guard for the show; null (admins) shows everything. */
  watchedThrough?: number | null;
  actions?: ReactNode;
}) {
  const { item, pick } = entry;
  const { out, later, reveal } = useGuardedElimination(item.isActive, item.eliminatedIn, watchedThrough);
  const detail = itemDetail(item);
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-2.5 shadow-sm transition sm:flex-col sm:flex-nowrap sm:items-stretch sm:p-3',
        pick ? 'border-emerald-200 bg-emerald-50/50' : highlight ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
      )}
    >
      {/* On a phone the name keeps room: buttons that do not fit beside it wrap under it. */}
      <div className="flex min-w-0 flex-1 basis-44 items-center gap-3 sm:basis-auto sm:items-start">
        <ItemAvatar item={item} className={cn('h-10 w-10 text-sm sm:h-12 sm:w-12', (out || pick) && 'opacity-60', out && 'grayscale')} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs font-medium text-slate-600">{itemNumber(item)}</span>
            {out && <Badge tone="danger">{outWord(showType)}</Badge>}
          </div>
          <p className="font-semibold leading-snug text-slate-900">{itemName(item)}</p>
          {later && <OutLaterReveal name={itemName(item)} onReveal={reveal} className="mt-1" />}
          {detail && <p className="mt-0.5 line-clamp-1 text-xs text-slate-600 sm:line-clamp-2">{detail}</p>}
        </div>
      </div>
      {pick && <PickedBy pick={pick} pickerName={pickerName} className="w-full" />}
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-1.5 sm:mt-auto sm:gap-2">{actions}</div>}
    </li>
  );
}
