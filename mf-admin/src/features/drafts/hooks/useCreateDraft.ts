// POST /api/drafts with the spec's toasts.
import { draftLabel, toast, useCreateDraftMutation } from '@reality-draft/kit';
import { useCallback } from 'react';
import { createDraftRequest, type CreateDraftForm } from '../model/createDraftForm';
import { draftFailureToast, draftSuccessToast } from '../model/draftToasts';

export function useCreateDraft() {
  const [create, { isLoading }] = useCreateDraftMutation();
  const createDraft = useCallback(
    async (form: CreateDraftForm): Promise<boolean> => {
      const result = await create(createDraftRequest(form));
      if (result.error || !result.data) {
        toast(draftFailureToast('create', result.error));
        return false;
      }
      toast(draftSuccessToast('create', draftLabel(result.data)));
      return true;
    },
    [create],
  );
  return { createDraft, isCreating: isLoading };
}
