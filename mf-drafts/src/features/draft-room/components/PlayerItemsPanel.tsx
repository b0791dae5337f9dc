// The player room's grid (docs/drafts.md#player-room): every team or contestant with a Pick button, disabled when it
// is not the player's turn, while a pick is pending, or for a picked or eliminated item; picked ones
// show SELECTED and who picked them, in the grid or, with 'Hide picked' (a phone's default), in a
// compact list below it. A Queue button adds the item to the player's pick queue. Each button is
// named for its item ('Pick Jane Doe') while it reads 'Pick'.
import { castItemKind, eliminationSeen, type DraftDetail } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { ListCheck, ListPlus } from 'lucide-react';
import { isMyTurn, pickBlocker } from '../model/pickRules';
import { itemLabel, splitPicked, type RoomItem } from '../model/roomItems';
import { useHidePicked } from '../hooks/useHidePicked';
import type { useMakePick } from '../hooks/useMakePick';
import type { usePickQueue } from '../hooks/usePickQueue';
import { HidePickedToggle } from './HidePickedToggle';
import { ItemCard } from './ItemCard';
import { ItemsPanel } from './ItemsPanel';
import { PickedList } from './PickedList';

const EMPTY_TEXT = 'No teams or contestants are loaded for this show yet.';

export function PlayerItemsPanel({
  draft,
  myId,
  items,
  loading,
  picking,
  queue,
  pickerName,
  watchedThrough = null,
  onPicked,
}: {
  draft: DraftDetail;
  myId: string | null;
  items: RoomItem[];
  loading: boolean;
  picking: ReturnType<typeof useMakePick>;
  queue: ReturnType<typeof usePickQueue> | null;
  pickerName: (playerId: string) => string;
  /** The player's spoiler guard for the show: an elimination after it is hidden behind a tap. */
  watchedThrough?: number | null;
  /** After a pick was sent: whether it landed (the room then moves focus). */
  onPicked: (landed: boolean) => void;
}) {
  const myTurn = isMyTurn(draft, myId);
  const hide = useHidePicked();
  const { grid, picked } = splitPicked(items, hide.hidden);
  const pickedCount = items.filter((entry) => entry.pick).length;
  return (
    <ItemsPanel
      showType={draft.showType}
      items={items}
      grid={grid}
      loading={loading}
      emptyText={pickedCount > 0 ? `Every ${castItemKind(draft.showType)} has been picked.` : EMPTY_TEXT}
      toolbar={pickedCount > 0 && <HidePickedToggle hidden={hide.hidden} pickedCount={pickedCount} onChange={hide.setHidden} />}
      footer={<PickedList entries={picked} pickerName={pickerName} />}
      renderItem={(entry) => {
        const blocker = pickBlocker(draft, myId, entry, picking.isPicking);
        const label = itemLabel(entry.item);
        // The button's tip would name an elimination the card hides.
        const tip = eliminationSeen(entry.item.isActive, entry.item.eliminatedIn, watchedThrough) === 'later' ? undefined : (blocker ?? undefined);
        return (
          <ItemCard
            key={entry.item.id}
            entry={entry}
            showType={draft.showType}
            pickerName={entry.pick ? pickerName(entry.pick.playerId) : undefined}
            highlight={myTurn && !blocker}
            watchedThrough={watchedThrough}
            actions={
              !entry.pick && (
                <>
                  <Button
                    size="sm"
                    className="sm:flex-1"
                    aria-label={`Pick ${label}`}
                    disabled={blocker !== null}
                    busy={picking.pickingId === entry.item.id}
                    title={tip}
                    onClick={() => void picking.pick(entry.item.id).then(onPicked)}
                  >
                    Pick
                  </Button>
                  {queue && entry.item.isActive && <QueueButton itemId={entry.item.id} label={label} queue={queue} />}
                </>
              )
            }
          />
        );
      }}
    />
  );
}

/** Queue / 'Queued #n': the word hides on a phone (the icon and the number stay); the name says it all. */
function QueueButton({ itemId, label, queue }: { itemId: string; label: string; queue: NonNullable<ReturnType<typeof usePickQueue>> }) {
  const position = queue.itemIds.indexOf(itemId);
  const queued = position >= 0;
  const text = queued ? `Queued #${position + 1}` : 'Queue';
  return (
    <Button
      size="sm"
      variant={queued ? 'secondary' : 'outline'}
      aria-pressed={queued}
      aria-label={`${text} ${label}`}
      className="px-2.5 sm:px-3"
      onClick={() => void (queued ? queue.remove(itemId) : queue.add(itemId))}
    >
      {queued ? <ListCheck className="h-4 w-4" aria-hidden /> : <ListPlus className="h-4 w-4" aria-hidden />}
      <span className="hidden sm:inline">{text}</span>
      {queued && <span className="sm:hidden">#{position + 1}</span>}
    </Button>
  );
}
