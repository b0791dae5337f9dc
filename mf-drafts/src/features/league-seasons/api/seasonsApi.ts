// A league's seasons (docs/league.md#seasons): the chain of seasons with their champions and the record book
// (GET /api/drafts/{id}/seasons), and its admin starting the next season (POST /api/admin/drafts/{id}/next-season).
// Tagged 'Leaderboard' by league: points saved or corrected (push topic 'scoring') and drafts created, joined or
// finished ('drafts') invalidate that type. A next season started is a new draft: every drafts list is read again.
import type { NextSeasonRequest } from '@reality-draft/events';
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

export const seasonsTag = (draftId: string) => ({ type: 'Leaderboard' as const, id: `seasons:${draftId}` });

export type NextSeasonArgs = { draftId: string } & NextSeasonRequest;

export const seasonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    leagueSeasons: build.query<ApiAnswer<'scoring', 'seasons'>, string>({
      query: (draftId) => apiRoute('scoring', 'seasons', { params: { id: draftId } }),
      providesTags: (_result, _error, draftId) => [seasonsTag(draftId)],
    }),
    startNextSeason: build.mutation<ApiAnswer<'drafts', 'nextSeason'>, NextSeasonArgs>({
      query: ({ draftId, ...body }) => apiRoute('drafts', 'nextSeason', { params: { id: draftId }, body }),
      // A refusal (409: started meanwhile) reads the chain again too: the card then shows the season that exists.
      invalidatesTags: (_result, _error, { draftId }) => [seasonsTag(draftId), 'Drafts'],
    }),
  }),
});

export const { useLeagueSeasonsQuery, useStartNextSeasonMutation } = seasonsApi;
