// The player's "Auto-pick for me" switch (PUT /api/drafts/{id}/autopick), with its toasts.
import { toast, useSetAutoPickMutation } from '@reality-draft/kit';
import { autoPickFailure, autoPickSwitched } from '../model/roomToasts';

export function useAutoPick(draftId: string) {
  const [setAutoPick, state] = useSetAutoPickMutation();

  async function switchTo(on: boolean): Promise<boolean> {
    if (state.isLoading) return false;
    const outcome = await setAutoPick({ draftId, on });
    toast(outcome.error ? autoPickFailure(outcome.error) : autoPickSwitched(outcome.data.on));
    return !outcome.error;
  }

  return { switchTo, busy: state.isLoading };
}
