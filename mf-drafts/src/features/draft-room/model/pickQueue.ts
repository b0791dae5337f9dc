// The personal pick queue (GET/PUT /api/drafts/{id}/queue): item ids, best first. Auto-pick takes the
// first queued item still available when the player's time runs out.
import type { DraftItem, RoomItem } from './roomItems';

export const MAX_QUEUE_ITEMS = 60;

export function queueAdd(queue: readonly string[], id: string): string[] {
  return queue.includes(id) || queue.length >= MAX_QUEUE_ITEMS ? [...queue] : [...queue, id];
}

export function queueRemove(queue: readonly string[], id: string): string[] {
  return queue.filter((queued) => queued !== id);
}

/** Moves an item up (delta -1) or down (+1); unchanged at either end. */
export function queueMove(queue: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = queue.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= queue.length) return [...queue];
  const next = [...queue];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export type QueueEntryState = 'available' | 'taken' | 'out';

export interface QueueEntry {
  id: string;
  item: DraftItem | null;
  state: QueueEntryState;
}

/** The queue with each item's state: still available, taken by a pick, or out of the show. */
export function queueEntries(queue: readonly string[], items: readonly RoomItem[]): QueueEntry[] {
  const byId = new Map(items.map((entry) => [entry.item.id, entry]));
  return queue.map((id) => {
    const entry = byId.get(id);
    if (!entry) return { id, item: null, state: 'taken' };
    if (entry.pick) return { id, item: entry.item, state: 'taken' };
    return { id, item: entry.item, state: entry.item.isActive ? 'available' : 'out' };
  });
}
