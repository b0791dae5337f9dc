// A draft's start time from Draft Management (PUT /api/admin/drafts/{id}/schedule): set, change or clear it, with its toasts.
import { startTimeFailure, startTimeSaved, toast, useScheduleDraftMutation } from '@reality-draft/kit';

export function useScheduleDraft(draftId: string) {
  const [schedule, state] = useScheduleDraftMutation();

  /** Whether the server took it. `startsAt` null clears the start time. */
  async function save(startsAt: string | null): Promise<boolean> {
    const outcome = await schedule({ draftId, startsAt });
    toast(outcome.error ? startTimeFailure(outcome.error) : startTimeSaved(startsAt));
    return !outcome.error;
  }

  return { save, busy: state.isLoading };
}
