// The player room's grid (spec 02 §2): every team or contestant with a Pick button, disabled when it
// is not the player's turn, while a pick is pending, or for a picked or eliminated item; picked ones
// show SELECTED and who picked them. A Queue button adds the item to the player's pick queue.
import type { DraftDetail } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { ListCheck, ListPlus } from 'lucide-react';
import { isMyTurn, pickBlocker } from '../api/pickRules';
import type { RoomItem } from '../api/roomItems';
import type { useMakePick } from '../hooks/useMakePick';
import type { usePickQueue } from '../hooks/usePickQueue';
import { ItemCard } from './ItemCard';
import { ItemsPanel } from './ItemsPanel';

export function PlayerItemsPanel({
  draft,
  myId,
  items,
  loading,
  picking,
  queue,
  pickerName,
}: {
  draft: DraftDetail;
  myId: string | null;
  items: RoomItem[];
  loading: boolean;
  picking: ReturnType<typeof useMakePick>;
  queue: ReturnType<typeof usePickQueue> | null;
  pickerName: (playerId: string) => string;
}) {
  const myTurn = isMyTurn(draft, myId);
  return (
    <ItemsPanel
      showType={draft.showType}
      items={items}
      loading={loading}
      emptyText="No teams or contestants are loaded for this show yet."
      renderItem={(entry) => {
        const blocker = pickBlocker(draft, myId, entry, picking.isPicking);
        const position = queue ? queue.itemIds.indexOf(entry.item.id) : -1;
        return (
          <ItemCard
            key={entry.item.id}
            entry={entry}
            showType={draft.showType}
            pickerName={entry.pick ? pickerName(entry.pick.playerId) : undefined}
            highlight={myTurn && !blocker}
            actions={
              !entry.pick && (
                <>
                  <Button
                    size="sm"
                    className="flex-1"
                    disabled={blocker !== null}
                    busy={picking.pickingId === entry.item.id}
                    title={blocker ?? undefined}
                    onClick={() => void picking.pick(entry.item.id)}
                  >
                    Pick
                  </Button>
                  {queue && entry.item.isActive && (
                    <Button
                      size="sm"
                      variant={position >= 0 ? 'secondary' : 'outline'}
                      aria-pressed={position >= 0}
                      onClick={() => void (position >= 0 ? queue.remove(entry.item.id) : queue.add(entry.item.id))}
                    >
                      {position >= 0 ? <ListCheck className="h-4 w-4" aria-hidden /> : <ListPlus className="h-4 w-4" aria-hidden />}
                      {position >= 0 ? `Queued #${position + 1}` : 'Queue'}
                    </Button>
                  )}
                </>
              )
            }
          />
        );
      }}
    />
  );
}
