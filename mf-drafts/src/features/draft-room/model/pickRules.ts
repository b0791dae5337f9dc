// Whether the signed-in player may pick now, and why a Pick button is disabled (docs/drafts.md#pick-rules).
import type { DraftDetail } from '@reality-draft/events';
import type { RoomItem } from './roomItems';

type TurnFields = Pick<DraftDetail, 'status' | 'paused' | 'currentPlayerId'>;

export function isMyTurn(draft: TurnFields | undefined, myId: string | null | undefined): boolean {
  return Boolean(draft && myId && draft.status === 'active' && !draft.paused && draft.currentPlayerId === myId);
}

/** Why this item cannot be picked now, or null when it can. */
export function pickBlocker(draft: TurnFields, myId: string | null | undefined, entry: RoomItem, pickPending: boolean): string | null {
  if (entry.pick) return 'Already selected';
  if (!entry.item.isActive) return 'Eliminated';
  if (draft.status !== 'active') return draft.status === 'pending' ? 'The draft has not started' : 'The draft is complete';
  if (draft.paused) return 'The draft is paused';
  if (!isMyTurn(draft, myId)) return 'Not your turn';
  if (pickPending) return 'A pick is being made';
  return null;
}
