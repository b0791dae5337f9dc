// A league's recaps (docs/league.md#recaps), for the league page and the dashboard alike: GET /api/drafts/{id}/recaps, newest first, a recap beyond the
// player's spoiler guard hidden unless `reveal` names its period. Tagged 'Points' and 'Leaderboard' by league:
// the push topics 'scoring' (a period saved or corrected) and 'catalog' (an elimination, the "Went home" line)
// invalidate those types, and so does a change of the spoiler guard.
import { api } from '../api/apiSlice';
import { apiRoute, type ApiAnswer } from '../api/apiRoute';

export interface RecapsArgs {
  draftId: string;
  /** A hidden recap's period, asked for whole. */
  reveal?: number;
}

export const recapTags = (draftId: string) => [
  { type: 'Points' as const, id: `recaps:${draftId}` },
  { type: 'Leaderboard' as const, id: `recaps:${draftId}` },
];

export const recapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    leagueRecaps: build.query<ApiAnswer<'scoring', 'recaps'>, RecapsArgs>({
      query: ({ draftId, reveal }) => apiRoute('scoring', 'recaps', { params: { id: draftId }, query: { reveal } }),
      providesTags: (_result, _error, { draftId }) => recapTags(draftId),
    }),
  }),
});

export const { useLeagueRecapsQuery } = recapsApi;
