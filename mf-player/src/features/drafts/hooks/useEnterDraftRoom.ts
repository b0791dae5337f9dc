// Sends the player into a draft room after the spec's 1.5 s; a pending move is cancelled when the
// dashboard goes away. `remember` marks a live draft as entered (see enteredDrafts) so the dashboard
// does not send the player there again during this visit.
import { draftRoomPath, useNavigateLater } from '@reality-draft/kit';
import { useCallback } from 'react';
import { rememberEnteredDraft, ROOM_REDIRECT_DELAY_MS, tabStorage } from '../model/enteredDrafts';

export function useEnterDraftRoom() {
  const navigateLater = useNavigateLater();

  const enterSoon = useCallback(
    (draftId: string, remember = false) => {
      const beforeLeaving = remember ? () => rememberEnteredDraft(tabStorage(), draftId) : undefined;
      navigateLater(draftRoomPath('player', draftId), ROOM_REDIRECT_DELAY_MS, beforeLeaving);
    },
    [navigateLater],
  );

  return { enterSoon };
}
