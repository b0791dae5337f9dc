// A league's rules as its page shows them: read again when the admin changes them (push topic 'scoring'),
// with a slow poll only while the push stream is down.
import { topics } from '@reality-draft/events';
import { useLivePolling } from '@reality-draft/kit';
import { cardRead } from '../../../hooks/leagueReads';
import { useLeagueRulesQuery } from '../api/rulesApi';

export const RULES_TOPICS = [topics.scoring];
export const RULES_POLL_MS = 30_000;

export function useLeagueRules(draftId: string) {
  const pollingInterval = useLivePolling(RULES_TOPICS, RULES_POLL_MS);
  return cardRead(useLeagueRulesQuery(draftId, { pollingInterval }));
}
