// A draft's start time (PUT /api/admin/drafts/{id}/schedule): set, change or clear it, with its toasts.
// Shared by Draft Management's Start Time dialog and the draft room's scheduled start.
import { toast } from '../toast/toast';
import { startTimeFailure, startTimeSaved } from './draftText';
import { useScheduleDraftMutation } from './draftsApi';

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
