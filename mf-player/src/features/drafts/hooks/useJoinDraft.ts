// Joining a draft from the list (POST /api/drafts/{id}/join) or by code (POST /api/drafts/join), with
// the spec's toasts; on success the player is taken to the draft room 1.5 s later.
import { toast, useJoinDraftByCodeMutation, useJoinDraftMutation } from '@reality-draft/kit';
import type { JoinDraftResponse } from '@reality-draft/events';
import { useCallback } from 'react';
import { isCompleteJoinCode } from '../api/joinCode';
import { INVALID_CODE_TOAST, joinFailureToast, joinSuccessToast } from '../api/joinToasts';
import { useEnterDraftRoom } from './useEnterDraftRoom';

type JoinResult = { data?: JoinDraftResponse; error?: unknown };

export function useJoinDraft() {
  const [joinById, byId] = useJoinDraftMutation();
  const [joinByCode, byCode] = useJoinDraftByCodeMutation();
  const { enterSoon } = useEnterDraftRoom();

  const settle = useCallback(
    (result: JoinResult): boolean => {
      if (result.error || !result.data) {
        toast(joinFailureToast(result.error));
        return false;
      }
      toast(joinSuccessToast(result.data));
      enterSoon(result.data.draftId);
      return true;
    },
    [enterSoon],
  );

  const joinFromList = useCallback(async (draftId: string) => settle(await joinById(draftId)), [joinById, settle]);

  const joinWithCode = useCallback(
    async (code: string) => {
      if (!isCompleteJoinCode(code)) {
        toast(INVALID_CODE_TOAST);
        return false;
      }
      return settle(await joinByCode(code.trim()));
    },
    [joinByCode, settle],
  );

  return { joinFromList, joinWithCode, isJoining: byId.isLoading || byCode.isLoading };
}
