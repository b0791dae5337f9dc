// The player's drafts the banner follows: those waiting to start or running (GET /api/user/drafts, kept
// fresh by the 'drafts' push topic, polled only while the stream is down).
import { useDraftListPolling, useUserDraftsQuery } from '@reality-draft/kit/host';
import type { DraftSummary } from '@reality-draft/events';

const EMPTY: DraftSummary[] = [];
const followed = (draft: DraftSummary) => draft.status === 'pending' || draft.status === 'active';

export function useFollowedDrafts(): DraftSummary[] {
  const pollingInterval = useDraftListPolling();
  const { drafts } = useUserDraftsQuery(undefined, {
    pollingInterval,
    selectFromResult: ({ currentData }) => ({ drafts: currentData?.filter(followed) ?? EMPTY }),
  });
  return drafts;
}
