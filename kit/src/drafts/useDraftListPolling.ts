// Draft lists are kept fresh by push notices ('drafts'); the spec's 3 s polling runs only while the
// push stream is down. Returns the polling interval to give the list's query.
import { useLivePolling } from '../push/pushHooks';

const DRAFT_LIST_TOPICS = ['drafts'];
export const DRAFT_LIST_POLL_MS = 3000;

export function useDraftListPolling(): number {
  return useLivePolling(DRAFT_LIST_TOPICS, DRAFT_LIST_POLL_MS);
}
