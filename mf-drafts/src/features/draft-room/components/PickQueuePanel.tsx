// The player's private pick queue: reorder or remove queued items; auto-pick uses it first.
import { castItemKind, type ShowType } from '@reality-draft/events';
import { Badge, Button, Card, CardHeader, cn, LoadingState } from '@reality-draft/kit';
import { ArrowDown, ArrowUp, ListOrdered, X } from 'lucide-react';
import { queueEntries, type QueueEntry } from '../api/pickQueue';
import { itemName, outWord, type RoomItem } from '../api/roomItems';
import type { usePickQueue } from '../hooks/usePickQueue';

export function PickQueuePanel({ showType, items, queue }: { showType: ShowType; items: RoomItem[]; queue: ReturnType<typeof usePickQueue> }) {
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
          <p className="rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
            Your queue is empty. Use <span className="font-medium text-slate-700">Queue</span> on a card to add a {noun}.
          </p>
        ) : (
          <ol className="space-y-2">
            {entries.map((entry, index) => (
              <QueueRow key={entry.id} entry={entry} index={index} last={index === entries.length - 1} showType={showType} queue={queue} />
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
}: {
  entry: QueueEntry;
  index: number;
  last: boolean;
  showType: ShowType;
  queue: ReturnType<typeof usePickQueue>;
}) {
  const name = entry.item ? itemName(entry.item) : 'No longer available';
  return (
    <li className={cn('flex items-center gap-2 rounded-xl border border-slate-200 bg-white py-1.5 pl-3 pr-1.5', entry.state !== 'available' && 'bg-slate-50')}>
      <span className="w-5 shrink-0 text-sm font-semibold tabular-nums text-slate-600">{index + 1}</span>
      <span className={cn('min-w-0 flex-1 truncate text-sm font-medium', entry.state === 'available' ? 'text-slate-900' : 'text-slate-600 line-through')}>
        {name}
      </span>
      {entry.state === 'taken' && <Badge tone="neutral">Taken</Badge>}
      {entry.state === 'out' && <Badge tone="danger">{outWord(showType)}</Badge>}
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
