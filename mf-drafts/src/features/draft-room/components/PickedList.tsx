// The picked items, compact, in pick order, when 'Hide picked' takes them out of the grid: each
// still says SELECTED and who picked it.
import { useId } from 'react';
import { itemName, itemNumber, type RoomItem } from '../model/roomItems';
import { ItemAvatar } from './ItemAvatar';
import { PickedBy } from './PickedBy';

export function PickedList({ entries, pickerName }: { entries: RoomItem[]; pickerName: (playerId: string) => string }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3 sm:mt-6 sm:pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Picked ({entries.length})
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {entries.map(({ item, pick }) => (
          <li key={item.id} className="flex items-center gap-3 py-2">
            <ItemAvatar item={item} className="h-8 w-8 text-xs opacity-60" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">
                {itemName(item)} <span className="text-xs font-normal text-slate-600">· {itemNumber(item)}</span>
              </p>
              {pick && <PickedBy pick={pick} pickerName={pickerName(pick.playerId)} className="mt-0.5" />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
