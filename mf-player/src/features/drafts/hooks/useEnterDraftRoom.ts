// Sends the player into a draft room, now or after the spec's 1.5 s; a pending move is cancelled
// when the dashboard goes away. `remember` marks a live draft as entered (see enteredDrafts) so the
// dashboard does not send the player there again during this visit.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { playerDraftRoomPath, rememberEnteredDraft, ROOM_REDIRECT_DELAY_MS, tabStorage } from '../api/enteredDrafts';

export function useEnterDraftRoom() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const enterNow = useCallback(
    (draftId: string, remember = false) => {
      if (remember) rememberEnteredDraft(tabStorage(), draftId);
      navigate(playerDraftRoomPath(draftId));
    },
    [navigate],
  );

  const enterSoon = useCallback(
    (draftId: string, remember = false) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => enterNow(draftId, remember), ROOM_REDIRECT_DELAY_MS);
    },
    [enterNow],
  );

  return { enterNow, enterSoon };
}
