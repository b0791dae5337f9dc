// 'Available Teams' / 'Available Contestants': the grid of item cards with its loading and empty
// states; a toolbar above the grid and more below it where the room wants them. `grid` is what the
// grid shows when not every item (e.g. picked ones moved to a list below).
import { Badge, Card, CardHeader, LoadingState, EmptyNotice } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { itemsTitle, type RoomItem } from '../model/roomItems';

export function ItemsPanel({
  showType,
  items,
  grid = items,
  loading,
  description,
  emptyText,
  renderItem,
  toolbar,
  footer,
}: {
  showType: ShowType;
  items: RoomItem[];
  grid?: RoomItem[];
  loading: boolean;
  description?: ReactNode;
  emptyText: string;
  renderItem: (entry: RoomItem) => ReactNode;
  toolbar?: ReactNode;
  footer?: ReactNode;
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
      <div className="p-3 sm:p-6">
        {toolbar && <div className="mb-3 flex justify-end">{toolbar}</div>}
        {loading ? (
          <LoadingState label="Loading the cast..." className="py-10" />
        ) : grid.length === 0 ? (
          <EmptyNotice className="py-8">{emptyText}</EmptyNotice>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 xl:grid-cols-3">{grid.map(renderItem)}</ul>
        )}
        {footer}
      </div>
    </Card>
  );
}
