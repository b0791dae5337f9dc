// A league's rules (docs/league.md#rules): GET /api/drafts/{id}/rules for its players, its admin and
// other admins, PUT /api/admin/drafts/{id}/rules for its own admin. Tagged 'Leaderboard' by league: a change
// of the rules is told on the push topic 'scoring', which invalidates that type. A saved change is the
// cached answer at once, and reads the league's replacements and trades again (they carry their rules).
import type { LeagueRulesRequest } from '@reality-draft/events';
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

export const rulesTag = (draftId: string) => ({ type: 'Leaderboard' as const, id: `rules:${draftId}` });
/** The league's replacements answer, which names the replacement rules too (features/league-replacements). */
export const replacementsTag = (draftId: string) => ({ type: 'Leaderboard' as const, id: `replacements:${draftId}` });
/** The league's trades answer, which names the trade rules too (features/league-trades). */
export const tradesTag = (draftId: string) => ({ type: 'Leaderboard' as const, id: `trades:${draftId}` });

export const rulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    leagueRules: build.query<ApiAnswer<'scoring', 'leagueRules'>, string>({
      query: (draftId) => apiRoute('scoring', 'leagueRules', { params: { id: draftId } }),
      providesTags: (_result, _error, draftId) => [rulesTag(draftId)],
    }),
    setLeagueRules: build.mutation<ApiAnswer<'scoring', 'setLeagueRules'>, { draftId: string } & LeagueRulesRequest>({
      query: ({ draftId, ...body }) => apiRoute('scoring', 'setLeagueRules', { params: { id: draftId }, body }),
      async onQueryStarted({ draftId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(rulesApi.util.upsertQueryData('leagueRules', draftId, data));
        } catch {
          // A refusal changes nothing held.
        }
      },
      invalidatesTags: (result, _error, { draftId }) => (result ? [replacementsTag(draftId), tradesTag(draftId)] : []),
    }),
  }),
});

export const { useLeagueRulesQuery, useSetLeagueRulesMutation } = rulesApi;
