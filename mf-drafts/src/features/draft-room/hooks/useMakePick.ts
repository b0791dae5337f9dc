// A player's pick (POST /api/drafts/{id}/pick) with the spec's toasts.
import type { DraftDetail } from '@reality-draft/events';
import { toast, useMakePickMutation } from '@reality-draft/kit';
import { useState } from 'react';
import { pickBody } from '../model/roomItems';
import { pickFailure, pickSuccess } from '../model/roomToasts';

/** The pick names the turn it is for (`pickNumber`), so a late double click never lands on the next turn. */
export function useMakePick(draft: Pick<DraftDetail, 'id' | 'showType' | 'currentTurn'> | undefined) {
  const [makePick, state] = useMakePickMutation();
  const [pickingId, setPickingId] = useState<string | null>(null);

  /** Whether the pick landed. */
  async function pick(itemId: string): Promise<boolean> {
    if (!draft || state.isLoading) return false;
    setPickingId(itemId);
    const outcome = await makePick({ draftId: draft.id, ...pickBody(draft.showType, itemId), ...(draft.currentTurn ? { pickNumber: draft.currentTurn } : {}) });
    setPickingId(null);
    toast(outcome.error ? pickFailure(outcome.error) : pickSuccess(draft.showType, outcome.data.pick.label));
    return !outcome.error;
  }

  return { pick, pickingId, isPicking: state.isLoading };
}
