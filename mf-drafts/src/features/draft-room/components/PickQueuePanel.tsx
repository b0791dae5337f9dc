// The player's private pick queue: reorder or remove queued items; auto-pick uses it first. One out
// after what the player has watched reads "Out later in the season - tap to reveal" (the kit's guard).
import { castItemKind, type ShowType } from '@reality-draft/events';
import { Badge, Button, Card, CardHeader, cn, LoadingState, OutLaterReveal, useGuardedElimination, EmptyNotice } from '@reality-draft/kit';
import { ArrowDown, ArrowUp, ListOrdered, X } from 'lucide-react';
import { queueEntries, type QueueEntry } from '../model/pickQueue';
import { itemName, outWord, type RoomItem } from '../model/roomItems';
import type { usePickQueue } from '../hooks/usePickQueue';

export function PickQueuePanel({
  showType,
  items,
  queue,
  watchedThrough = null,
}: {
  showType: ShowType;
  items: RoomItem[];
  queue: ReturnType<typeof usePickQueue>;
  /** The player's spoiler guard for the show. */
  watchedThrough?: number | null;
}) {
  const entries = queueEntries(queue.itemIds, items);
  const noun = castItemKind(showType);
  return (
    <Card>
      <CardHeader
        icon={<ListOrdered className="h-5 w-5" />}
        title="Your Pick Queue"
        description={`If your turn's time runs out, auto-pick takes the first ${noun} in this queue that is still available — and only then the best-ranked ${noun} left. Only you can see it.`}
        action={queue.isSaving ? <Badge tone="neutral">Saving…</Badge> : undefined}
      />
      <div className="p-4 sm:p-6">
        {queue.isLoading ? (
          <LoadingState label="Loading your queue..." className="py-6" />
        ) : entries.length === 0 ? (
          <EmptyNotice>
            Your queue is empty. Use <span className="font-medium text-slate-700">Queue</span> on a card to add a {noun}.
          </EmptyNotice>
        ) : (
          <ol className="space-y-2">
            {entries.map((entry, index) => (
              <QueueRow
                key={entry.id}
                entry={entry}
                index={index}
                last={index === entries.length - 1}
                showType={showType}
                queue={queue}
                watchedThrough={watchedThrough}
              />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

function QueueRow({
  entry,
  index,
  last,
  showType,
  queue,
  watchedThrough,
}: {
  entry: QueueEntry;
  index: number;
  last: boolean;
  showType: ShowType;
  queue: ReturnType<typeof usePickQueue>;
  watchedThrough: number | null;
}) {
  const name = entry.item ? itemName(entry.item) : 'No longer available';
  const { later, reveal } = useGuardedElimination(entry.state !== 'out', entry.item?.eliminatedIn, watchedThrough);
  const struck = entry.state !== 'available' && !later;
  return (
    <li className={cn('flex items-center gap-2 rounded-xl border border-slate-200 bg-white py-1.5 pl-3 pr-1.5', struck && 'bg-slate-50')}>
      <span className="w-5 shrink-0 text-sm font-semibold tabular-nums text-slate-600">{index + 1}</span>
      <div className="min-w-0 flex-1">
        <p className={cn('truncate text-sm font-medium', struck ? 'text-slate-600 line-through' : 'text-slate-900')}>{name}</p>
        {later && <OutLaterReveal name={name} onReveal={reveal} className="my-0.5" />}
      </div>
      {entry.state === 'taken' && <Badge tone="neutral">Taken</Badge>}
      {entry.state === 'out' && !later && <Badge tone="danger">{outWord(showType)}</Badge>}
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => void queue.move(entry.id, -1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={`Move ${name} down`} disabled={last} onClick={() => void queue.move(entry.id, 1)}>
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="h-8 w-8" aria-label={`Remove ${name} from the queue`} onClick={() => void queue.remove(entry.id)}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </li>
  );
}
