// A league's replacement claims as its page shows them: read again when a claim, a settlement or the rules
// change (push topic 'scoring') and when a pick is eliminated ('catalog'); when the open window closes
// (the read settles it; no notice tells of the clock); by a slow poll only while the push stream is down.
// When a claim has been won since the last read, the room and the rosters are read again: they follow it.
import { topics, type ReplacementsAnswer } from '@reality-draft/events';
import { useLivePolling } from '@reality-draft/kit';
import { cardRead, useRefetchWhenDue, useRefreshRostersOnChange } from '../../../hooks/leagueReads';
import { useLeagueReplacementsQuery } from '../api/replacementsApi';
import { nextSettleInMs, wonClaimsKey } from '../model/replacementView';

export const REPLACEMENT_TOPICS = [topics.scoring, topics.catalog];
export const REPLACEMENTS_POLL_MS = 15_000;

const nextSettle = (answer: Pick<ReplacementsAnswer, 'claims'>, now: number) => nextSettleInMs(answer.claims, now);

export function useLeagueReplacements(draftId: string) {
  const pollingInterval = useLivePolling(REPLACEMENT_TOPICS, REPLACEMENTS_POLL_MS);
  const read = useLeagueReplacementsQuery(draftId, { pollingInterval });
  useRefetchWhenDue(read.data, nextSettle, read.refetch);
  useRefreshRostersOnChange(draftId, read.data ? wonClaimsKey(read.data.claims) : null);
  return cardRead(read);
}
