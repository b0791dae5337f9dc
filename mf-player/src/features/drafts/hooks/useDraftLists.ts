// The dashboard's two draft lists, kept fresh by push notices with the spec's 3 s polling as the
// fallback while the push stream is down (see useDraftListPolling).
import { useDraftListPolling, usePublicDraftsQuery, useUserDraftsQuery } from '@reality-draft/kit';

export function useYourDrafts() {
  const pollingInterval = useDraftListPolling();
  return useUserDraftsQuery(undefined, { pollingInterval });
}

export function useAvailableDrafts() {
  const pollingInterval = useDraftListPolling();
  return usePublicDraftsQuery(undefined, { pollingInterval });
}
