// Start, Clear Picks & Restart, and Delete for one draft, each with the spec's toasts.
import { draftLabel, toast, useDeleteDraftMutation, useResetDraftMutation, useStartDraftMutation } from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { useCallback } from 'react';
import { draftFailureToast, draftSuccessToast, type DraftAction } from '../model/draftToasts';

export function useDraftActions(draft: DraftSummary) {
  const [start, starting] = useStartDraftMutation();
  const [reset, resetting] = useResetDraftMutation();
  const [remove, deleting] = useDeleteDraftMutation();

  const run = useCallback(
    async (action: DraftAction, call: (id: string) => Promise<{ error?: unknown }>): Promise<boolean> => {
      const result = await call(draft.id);
      toast(result.error ? draftFailureToast(action, result.error) : draftSuccessToast(action, draftLabel(draft)));
      return !result.error;
    },
    [draft],
  );

  return {
    start: () => run('start', start),
    reset: () => run('reset', reset),
    remove: () => run('delete', remove),
    isStarting: starting.isLoading,
    isResetting: resetting.isLoading,
    isDeleting: deleting.isLoading,
  };
}
