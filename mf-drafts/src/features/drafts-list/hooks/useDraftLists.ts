// The two lists of the drafts page, kept fresh by push notices ('drafts'); the spec's 3 s polling
// runs only while the push stream is down.
import { usePollingInterval, usePublicDraftsQuery, usePushTopics, useUserDraftsQuery } from '@reality-draft/kit';

const LIST_TOPICS = ['drafts'];
export const DRAFT_LIST_POLL_MS = 3000;

export function useDraftLists() {
  usePushTopics(LIST_TOPICS);
  const pollingInterval = usePollingInterval(DRAFT_LIST_POLL_MS);
  const available = usePublicDraftsQuery(undefined, { pollingInterval });
  const yours = useUserDraftsQuery(undefined, { pollingInterval });
  return { available, yours };
}
