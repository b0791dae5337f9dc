// The dashboard moves the player into a live draft's room 1.5 s after it first sees it (docs/player-area.md#auto-enter-live-draft),
// once per draft per visit. Returns the draft it is about to open, for a notice.
import type { DraftSummary } from '@reality-draft/events';
import { useEffect } from 'react';
import { draftToEnter, readEnteredDrafts, tabStorage } from '../model/enteredDrafts';
import { useEnterDraftRoom } from './useEnterDraftRoom';

export function useAutoEnterLiveDraft(drafts: readonly DraftSummary[] | undefined): DraftSummary | null {
  const { enterSoon } = useEnterDraftRoom();
  const target = draftToEnter(drafts, readEnteredDrafts(tabStorage()));
  const targetId = target?.id;
  useEffect(() => {
    if (targetId) enterSoon(targetId, true);
  }, [targetId, enterSoon]);
  return target;
}
