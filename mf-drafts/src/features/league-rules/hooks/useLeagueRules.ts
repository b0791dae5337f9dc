// A league's rules as its page shows them: read again when the admin changes them (push topic 'scoring'),
// with a slow poll only while the push stream is down.
import { topics } from '@reality-draft/events';
import { errorStatus, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { useLeagueRulesQuery } from '../api/rulesApi';

export const RULES_TOPICS = [topics.scoring];
export const RULES_POLL_MS = 30_000;

export function useLeagueRules(draftId: string) {
  usePushTopics(RULES_TOPICS);
  const pollingInterval = usePollingInterval(RULES_POLL_MS);
  const read = useLeagueRulesQuery(draftId, { pollingInterval });
  return { rules: read.data, isLoading: read.isLoading, error: read.error, refused: errorStatus(read.error) === 403 };
}
