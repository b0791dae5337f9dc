// A player's join from this page, by code or from the list, with the spec's toasts; the draft room
// follows 1.5 s after a successful join (cancelled if the page goes away first).
import {
  INVALID_JOIN_CODE_TOAST,
  isCompleteJoinCode,
  JOIN_REDIRECT_DELAY_MS,
  joinFailureToast,
  joinSuccessToast,
  toast,
  useJoinDraftByCodeMutation,
  useJoinDraftMutation,
} from '@reality-draft/kit';
import type { JoinDraftResponse } from '@reality-draft/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { roomPathFor } from '../api/draftListStatus';

type JoinResult = { data?: JoinDraftResponse; error?: unknown };

export function useJoinDraft() {
  const navigate = useNavigate();
  const [joinById, byId] = useJoinDraftMutation();
  const [joinByCode, byCode] = useJoinDraftByCodeMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [enteringId, setEnteringId] = useState<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback(
    ({ data, error }: JoinResult): boolean => {
      if (error || !data) {
        toast(joinFailureToast(error));
        return false;
      }
      toast(joinSuccessToast(data));
      clearTimeout(timer.current);
      setEnteringId(data.draftId);
      timer.current = setTimeout(() => navigate(roomPathFor('player', data.draftId)), JOIN_REDIRECT_DELAY_MS);
      return true;
    },
    [navigate],
  );

  const joinWithCode = useCallback(
    async (code: string) => {
      if (!isCompleteJoinCode(code)) {
        toast(INVALID_JOIN_CODE_TOAST);
        return false;
      }
      return settle(await joinByCode(code.trim()));
    },
    [joinByCode, settle],
  );

  const joinFromList = useCallback(async (draftId: string) => settle(await joinById(draftId)), [joinById, settle]);

  /** True from the request until the move to the room (no second join meanwhile). */
  const isJoining = byId.isLoading || byCode.isLoading || enteringId !== null;
  return { joinWithCode, joinFromList, isJoining, enteringId };
}
