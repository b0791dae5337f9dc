// A player's join, from a list (POST /api/drafts/{id}/join) or by code (POST /api/drafts/join), with
// the spec's toasts (docs/drafts.md#join-code, docs/drafts.md#joining); the player's draft room follows 1.5 s after a successful join
// (cancelled if the screen goes away first). Shared by every screen with a join box.
import type { JoinDraftResponse } from '@reality-draft/events';
import { useCallback, useState } from 'react';
import { useNavigateLater } from '../routing/useNavigateLater';
import { toast } from '../toast/toast';
import { useJoinDraftByCodeMutation, useJoinDraftMutation } from './draftsApi';
import { INVALID_JOIN_CODE_TOAST, isCompleteJoinCode, JOIN_REDIRECT_DELAY_MS, joinFailureToast, joinSuccessToast } from './joinRules';
import { draftRoomPath } from './roomPaths';

type JoinResult = { data?: JoinDraftResponse; error?: unknown };

export interface JoinDraft {
  /** Joins with a typed code; an incomplete code only gets the 'Invalid Join Code' toast. True once joined. */
  joinWithCode: (code: string) => Promise<boolean>;
  /** Joins a draft chosen from a list. True once joined. */
  joinFromList: (draftId: string) => Promise<boolean>;
  /** The draft joined, from the join until the move to its room. */
  enteringId: string | null;
  /** True from the request until the move to the room (no second join meanwhile). */
  isJoining: boolean;
}

export function useJoinDraft(): JoinDraft {
  const [joinById, byId] = useJoinDraftMutation();
  const [joinByCode, byCode] = useJoinDraftByCodeMutation();
  const navigateLater = useNavigateLater();
  const [enteringId, setEnteringId] = useState<string | null>(null);

  const settle = useCallback(
    ({ data, error }: JoinResult): boolean => {
      if (error || !data) {
        toast(joinFailureToast(error));
        return false;
      }
      toast(joinSuccessToast(data));
      setEnteringId(data.draftId);
      navigateLater(draftRoomPath('player', data.draftId), JOIN_REDIRECT_DELAY_MS);
      return true;
    },
    [navigateLater],
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

  const sending = byId.isLoading || byCode.isLoading;
  return { joinWithCode, joinFromList, enteringId, isJoining: sending || enteringId !== null };
}
