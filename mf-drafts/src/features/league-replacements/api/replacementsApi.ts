// A league's replacement picks (docs/league.md#replacements): the claims and what may be claimed (GET
// /api/drafts/{id}/replacements), a player's claim (POST the same) and the admin closing the open window
// (POST /api/admin/drafts/{id}/replacements/settle). Tagged 'Leaderboard' by league: a claim, a settlement
// or a change of the rules is told on the push topic 'scoring', an elimination (what may be dropped) on
// 'catalog'; both invalidate that type. A claim won makes a roster move: the room ('Draft') and the
// rosters ('Picks') are read again.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';
import { rosterTags } from '../../../api/rosterTags';

export const replacementsTag = (draftId: string) => ({ type: 'Leaderboard' as const, id: `replacements:${draftId}` });

export const replacementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    leagueReplacements: build.query<ApiAnswer<'scoring', 'listReplacements'>, string>({
      query: (draftId) => apiRoute('scoring', 'listReplacements', { params: { id: draftId } }),
      providesTags: (_result, _error, draftId) => [replacementsTag(draftId)],
    }),
    claimReplacement: build.mutation<ApiAnswer<'scoring', 'claimReplacement'>, { draftId: string; dropItemId: string; addItemId: string }>({
      query: ({ draftId, dropItemId, addItemId }) => apiRoute('scoring', 'claimReplacement', { params: { id: draftId }, body: { dropItemId, addItemId } }),
      // A refusal (422: taken meanwhile, 409) reads the claims again too: the form then offers what is left.
      invalidatesTags: (result, _error, { draftId }) => [replacementsTag(draftId), ...(result?.status === 'won' ? rosterTags(draftId) : [])],
    }),
    settleReplacements: build.mutation<ApiAnswer<'scoring', 'settleReplacements'>, string>({
      query: (draftId) => apiRoute('scoring', 'settleReplacements', { params: { id: draftId } }),
      async onQueryStarted(draftId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(replacementsApi.util.upsertQueryData('leagueReplacements', draftId, data));
        } catch {
          // A refusal changes nothing held.
        }
      },
      invalidatesTags: (result, _error, draftId) => (result ? rosterTags(draftId) : [replacementsTag(draftId)]),
    }),
  }),
});

export const { useLeagueReplacementsQuery, useClaimReplacementMutation, useSettleReplacementsMutation } = replacementsApi;
