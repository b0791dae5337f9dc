// The admin room's teams or contestants. The owner gets an Eliminate / Restore toggle on each, named
// for its item, and, while someone is on the clock and the timer runs, 'Pick for Sam' on each one
// still in play (issue 28 §6: the commissioner acts for an absent player).
import type { DraftDetail } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { Gavel, RotateCcw, UserX } from 'lucide-react';
import { firstClickOnly } from '../model/commissionerClicks';
import { itemLabel, type RoomItem } from '../model/roomItems';
import { useCommissionerPick } from '../hooks/useCommissionerPick';
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
  onClockFirstName,
}: {
  draft: DraftDetail;
  items: RoomItem[];
  loading: boolean;
  canEliminate: boolean;
  pickerName: (playerId: string) => string;
  /** The first name of the player the owner may pick for (on the clock, timer running); null otherwise. */
  onClockFirstName: string | null;
}) {
  const { toggle, pendingId } = useEliminationToggle();
  const commissioner = useCommissionerPick(draft.id, onClockFirstName ?? '');
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
              <>
                {onClockFirstName && entry.item.isActive && !entry.pick && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Pick for ${onClockFirstName}: ${itemLabel(entry.item)}`}
                    busy={commissioner.pickingId === entry.item.id}
                    disabled={commissioner.isPicking && commissioner.pickingId !== entry.item.id}
                    onClick={firstClickOnly(() => commissioner.pickFor(entry.item.id))}
                  >
                    {commissioner.pickingId !== entry.item.id && <Gavel className="h-4 w-4" aria-hidden />}
                    Pick for {onClockFirstName}
                  </Button>
                )}
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
              </>
            )
          }
        />
      )}
    />
  );
}
