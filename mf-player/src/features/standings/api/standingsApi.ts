// The player screens' scoring reads (GET /api/leaderboard, /api/all-player-points, /api/scored-periods) and
// the spoiler guard (GET/PUT /api/player/spoiler-guard). Reads carry 'Leaderboard' and 'Points': push notices of
// the 'scoring', 'picks', 'catalog' and 'drafts' topics invalidate those tags, and so does a change of
// the guard (the server applies it to every answer).
import type { ShowType, SpoilerGuardRequest } from '@reality-draft/events';
import { api, apiRoute, spoilerGuardApi, type ApiAnswer } from '@reality-draft/kit';

/** One show (the player pages), one league (draftId: the Leaderboard's tabs, the dashboard), or neither (every show: /player/your-teams). */
export interface StandingsArgs {
  showType?: ShowType;
  draftId?: string;
}

/** The league, then the show, as the query names them. */
const standingsQuery = ({ showType, draftId }: StandingsArgs) => ({ query: { draftId: draftId || undefined, showType: showType || undefined } });

const STANDINGS_TAGS = ['Leaderboard', 'Points'] as const;

export const standingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    playerLeaderboard: build.query<ApiAnswer<'scoring', 'leaderboard'>, StandingsArgs>({
      query: (args) => apiRoute('scoring', 'leaderboard', standingsQuery(args)),
      providesTags: [...STANDINGS_TAGS],
    }),
    playerPointsBreakdown: build.query<ApiAnswer<'scoring', 'allPlayerPoints'>, StandingsArgs>({
      query: (args) => apiRoute('scoring', 'allPlayerPoints', standingsQuery(args)),
      providesTags: [...STANDINGS_TAGS],
    }),
    scoredPeriods: build.query<ApiAnswer<'scoring', 'scoredPeriods'>, void>({ query: () => apiRoute('scoring', 'scoredPeriods'), providesTags: ['Points'] }),
    setSpoilerGuard: build.mutation<ApiAnswer<'scoring', 'setSpoilerGuard'>, SpoilerGuardRequest>({
      query: (body) => apiRoute('scoring', 'setSpoilerGuard', { body }),
      invalidatesTags: [...STANDINGS_TAGS],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(spoilerGuardApi.util.upsertQueryData('spoilerGuard', undefined, data));
        } catch {
          // The page shows the failure; the guard stays as it was.
        }
      },
    }),
  }),
});

export const { usePlayerLeaderboardQuery, usePlayerPointsBreakdownQuery, useScoredPeriodsQuery, useSetSpoilerGuardMutation } = standingsApi;

/** The guard's read is the kit's: every remote that shows an elimination reads it. */
export { useSpoilerGuardQuery } from '@reality-draft/kit';
