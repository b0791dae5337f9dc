// The two lists of the drafts page, kept fresh by push notices with the spec's 3 s polling as the
// fallback while the push stream is down (see useDraftListPolling).
import { useDraftListPolling, usePublicDraftsQuery, useUserDraftsQuery } from '@reality-draft/kit';

export function useDraftLists() {
  const pollingInterval = useDraftListPolling();
  const available = usePublicDraftsQuery(undefined, { pollingInterval });
  const yours = useUserDraftsQuery(undefined, { pollingInterval });
  return { available, yours };
}
