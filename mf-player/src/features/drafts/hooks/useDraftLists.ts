// The dashboard's two draft lists, kept fresh by push notices ('drafts') with the spec's 3 s polling
// as the fallback while the push stream is down.
import { usePollingInterval, usePublicDraftsQuery, usePushTopics, useUserDraftsQuery } from '@reality-draft/kit';

const DRAFT_TOPICS = ['drafts'];
export const DRAFT_LIST_POLL_MS = 3000;

export function useYourDrafts() {
  usePushTopics(DRAFT_TOPICS);
  const pollingInterval = usePollingInterval(DRAFT_LIST_POLL_MS);
  return useUserDraftsQuery(undefined, { pollingInterval });
}

export function useAvailableDrafts() {
  usePushTopics(DRAFT_TOPICS);
  const pollingInterval = usePollingInterval(DRAFT_LIST_POLL_MS);
  return usePublicDraftsQuery(undefined, { pollingInterval });
}
