// One team or contestant: photo, number, name and facts; SELECTED with the picker once picked;
// greyed with the show's word once out; the room's buttons below.
import { Badge, cn } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { itemDetail, itemName, itemNumber, outWord, type RoomItem } from '../api/roomItems';
import { ItemAvatar } from './ItemAvatar';

export function ItemCard({
  entry,
  showType,
  pickerName,
  highlight = false,
  actions,
}: {
  entry: RoomItem;
  showType: ShowType;
  pickerName?: string;
  highlight?: boolean;
  actions?: ReactNode;
}) {
  const { item, pick } = entry;
  const out = !item.isActive;
  const detail = itemDetail(item);
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border bg-white p-3 shadow-sm transition',
        pick ? 'border-emerald-200 bg-emerald-50/50' : highlight ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className={cn('flex items-start gap-3', (out || pick) && 'opacity-75', out && 'grayscale')}>
        <ItemAvatar item={item} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs font-medium text-slate-500">{itemNumber(item)}</span>
            {out && <Badge tone="danger">{outWord(showType)}</Badge>}
          </div>
          <p className="font-semibold leading-snug text-slate-900">{itemName(item)}</p>
          {detail && <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{detail}</p>}
        </div>
      </div>
      {pick && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-emerald-800">
          <Badge tone="success" className="font-bold tracking-wide">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            SELECTED
          </Badge>
          <span className="min-w-0 truncate">
            by <span className="font-semibold">{pickerName}</span> · Pick {pick.pickNumber}
          </span>
        </div>
      )}
      {actions && <div className="mt-auto flex items-center gap-2 pt-3">{actions}</div>}
    </li>
  );
}
