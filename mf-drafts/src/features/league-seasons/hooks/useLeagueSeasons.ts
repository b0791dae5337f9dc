// A league's seasons as its page shows them: read again when points are saved or corrected (push topic
// 'scoring': champions, standings and records move) and when drafts are created, joined or finished
// ('drafts': a next season, its draft over), with a slow poll only while the push stream is down. For a
// player, the drafts they are in: whether they have joined the next season.
import { topics } from '@reality-draft/events';
import { useLivePolling, useUserDraftsQuery } from '@reality-draft/kit';
import { useMemo } from 'react';
import { cardRead } from '../../../hooks/leagueReads';
import { useLeagueSeasonsQuery } from '../api/seasonsApi';

export const SEASON_TOPICS = [topics.scoring, topics.drafts];
export const SEASONS_POLL_MS = 30_000;

export function useLeagueSeasons(draftId: string) {
  const pollingInterval = useLivePolling(SEASON_TOPICS, SEASONS_POLL_MS);
  return cardRead(useLeagueSeasonsQuery(draftId, { pollingInterval }));
}

const NONE: ReadonlySet<string> = new Set();

/** The ids of the drafts the signed-in player is in (none asked for anyone else). */
export function useJoinedDraftIds(player: boolean): ReadonlySet<string> {
  const { data } = useUserDraftsQuery(undefined, { skip: !player });
  return useMemo(() => (data ? new Set(data.map((draft) => draft.id)) : NONE), [data]);
}
