// 'Available Teams' / 'Available Contestants': the grid of item cards with its loading and empty states.
import { Badge, Card, CardHeader, LoadingState } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { itemsTitle, type RoomItem } from '../api/roomItems';

export function ItemsPanel({
  showType,
  items,
  loading,
  description,
  emptyText,
  renderItem,
}: {
  showType: ShowType;
  items: RoomItem[];
  loading: boolean;
  description?: ReactNode;
  emptyText: string;
  renderItem: (entry: RoomItem) => ReactNode;
}) {
  const open = items.filter((entry) => !entry.pick).length;
  const demo = items.some((entry) => entry.item.demo);
  return (
    <Card>
      <CardHeader
        icon={<Users className="h-5 w-5" />}
        title={itemsTitle(showType)}
        description={description ?? `${open} still available`}
        action={
          demo ? (
            <Badge tone="warning" title="The shipped demo cast, not a real season's cast">
              Demo cast
            </Badge>
          ) : undefined
        }
      />
      <div className="p-4 sm:p-6">
        {loading ? (
          <LoadingState label="Loading the cast..." className="py-10" />
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-500">{emptyText}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">{items.map(renderItem)}</ul>
        )}
      </div>
    </Card>
  );
}
