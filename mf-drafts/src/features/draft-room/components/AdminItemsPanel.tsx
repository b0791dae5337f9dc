// The admin room's teams or contestants: cards are never pickable by an admin (it is never their
// turn); the owner gets an Eliminate / Restore toggle on each, named for its item.
import type { DraftDetail } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { RotateCcw, UserX } from 'lucide-react';
import { itemLabel, type RoomItem } from '../api/roomItems';
import { useEliminationToggle } from '../hooks/useEliminationToggle';
import { ItemCard } from './ItemCard';
import { ItemsPanel } from './ItemsPanel';

const EMPTY_TEXT = 'No teams or contestants are loaded for this show yet. Seed or import a cast from the Admin panel.';

export function AdminItemsPanel({
  draft,
  items,
  loading,
  canEliminate,
  pickerName,
}: {
  draft: DraftDetail;
  items: RoomItem[];
  loading: boolean;
  canEliminate: boolean;
  pickerName: (playerId: string) => string;
}) {
  const { toggle, pendingId } = useEliminationToggle();
  return (
    <ItemsPanel
      showType={draft.showType}
      items={items}
      loading={loading}
      emptyText={EMPTY_TEXT}
      renderItem={(entry) => (
        <ItemCard
          key={entry.item.id}
          entry={entry}
          showType={draft.showType}
          pickerName={entry.pick ? pickerName(entry.pick.playerId) : undefined}
          actions={
            canEliminate && (
              <Button
                size="sm"
                variant={entry.item.isActive ? 'ghost' : 'secondary'}
                className="sm:ml-auto"
                aria-label={`${entry.item.isActive ? 'Eliminate' : 'Restore'} ${itemLabel(entry.item)}`}
                busy={pendingId === entry.item.id}
                onClick={() => void toggle(entry.item)}
              >
                {pendingId !== entry.item.id &&
                  (entry.item.isActive ? <UserX className="h-4 w-4" aria-hidden /> : <RotateCcw className="h-4 w-4" aria-hidden />)}
                {entry.item.isActive ? 'Eliminate' : 'Restore'}
              </Button>
            )
          }
        />
      )}
    />
  );
}
