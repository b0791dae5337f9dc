// The commissioner's pick for the player on the clock (POST /api/admin/drafts/{id}/pick), with its toasts.
import { toast, useCommissionerPickMutation } from '@reality-draft/kit';
import { useState } from 'react';
import { commissionerPickSuccess, pickFailure } from '../model/roomToasts';

export function useCommissionerPick(draftId: string, pickerFirstName: string) {
  const [commissionerPick, state] = useCommissionerPickMutation();
  const [pickingId, setPickingId] = useState<string | null>(null);

  async function pickFor(itemId: string): Promise<boolean> {
    if (state.isLoading) return false;
    setPickingId(itemId);
    const outcome = await commissionerPick({ draftId, itemId });
    setPickingId(null);
    toast(outcome.error ? pickFailure(outcome.error) : commissionerPickSuccess(outcome.data.pick.label, pickerFirstName));
    return !outcome.error;
  }

  return { pickFor, pickingId, isPicking: state.isLoading };
}
