// A league's replacement claims as its page shows them: read again when a claim, a settlement or the rules
// change (push topic 'scoring') and when a pick is eliminated ('catalog'); when the open window closes
// (the read settles it; no notice tells of the clock); by a slow poll only while the push stream is down.
// When a claim has been won since the last read, the room and the rosters are read again: they follow it.
import { topics } from '@reality-draft/events';
import { api, errorStatus, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { rosterTags, useLeagueReplacementsQuery } from '../api/replacementsApi';
import { nextSettleInMs, wonClaimsKey } from '../model/replacementView';

export const REPLACEMENT_TOPICS = [topics.scoring, topics.catalog];
export const REPLACEMENTS_POLL_MS = 15_000;

export function useLeagueReplacements(draftId: string) {
  usePushTopics(REPLACEMENT_TOPICS);
  const pollingInterval = usePollingInterval(REPLACEMENTS_POLL_MS);
  const read = useLeagueReplacementsQuery(draftId, { pollingInterval });
  const { data, refetch } = read;
  const dispatch = useDispatch();

  useEffect(() => {
    const wait = data ? nextSettleInMs(data.claims, Date.now()) : null;
    if (wait === null) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [data, refetch]);

  const won = data ? wonClaimsKey(data.claims) : null;
  const seenWon = useRef<string | null>(null);
  useEffect(() => {
    if (won === null) return;
    if (seenWon.current !== null && seenWon.current !== won) dispatch(api.util.invalidateTags(rosterTags(draftId)));
    seenWon.current = won;
  }, [won, draftId, dispatch]);

  return { answer: data, isLoading: read.isLoading, error: read.error, refused: errorStatus(read.error) === 403 };
}
