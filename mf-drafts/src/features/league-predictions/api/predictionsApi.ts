// A league's who-goes-home predictions (docs/league.md#predictions): the periods (GET /api/drafts/{id}/predictions),
// a player's prediction (PUT .../predictions/{period}) and the admin's rules (PUT /api/admin/drafts/{id}/prediction-settings).
// Tagged 'Leaderboard' and 'Points' by league: an elimination (push topic 'catalog') or a saved period ('scoring')
// locks a period and settles its predictions, and a change of the spoiler guard changes what is told.
import type { PredictionSettingsRequest } from '@reality-draft/events';
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';

const predictionTags = (draftId: string) => [
  { type: 'Leaderboard' as const, id: `predictions:${draftId}` },
  { type: 'Points' as const, id: `predictions:${draftId}` },
];

export const predictionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaguePredictions: build.query<ApiAnswer<'scoring', 'listPredictions'>, string>({
      query: (draftId) => apiRoute('scoring', 'listPredictions', { params: { id: draftId } }),
      providesTags: (_result, _error, draftId) => predictionTags(draftId),
    }),
    makePrediction: build.mutation<ApiAnswer<'scoring', 'makePrediction'>, { draftId: string; period: number; itemId: string }>({
      query: ({ draftId, period, itemId }) => apiRoute('scoring', 'makePrediction', { params: { id: draftId, period }, body: { itemId } }),
      // A refusal (409: the period locked meanwhile) reads the periods again too: the form shows the lock.
      invalidatesTags: (_result, _error, { draftId }) => predictionTags(draftId),
    }),
    setPredictionSettings: build.mutation<ApiAnswer<'scoring', 'setPredictionSettings'>, { draftId: string } & PredictionSettingsRequest>({
      query: ({ draftId, ...body }) => apiRoute('scoring', 'setPredictionSettings', { params: { id: draftId }, body }),
      // Points per correct prediction move every total that counts one: the league's standings and recaps too.
      invalidatesTags: ['Leaderboard', 'Points'],
    }),
  }),
});

export const { useLeaguePredictionsQuery, useMakePredictionMutation, useSetPredictionSettingsMutation } = predictionsApi;
