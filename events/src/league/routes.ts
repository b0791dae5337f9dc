/** A league's recaps and who-goes-home predictions (docs/league.md), served by the scoring service. */
import { idParams } from '../routes/commonSchemas';
import type { RouteTable } from '../routes/routeSpec';
import { PREDICTION_POINTS_DEFAULT } from './predictions';
import { predictionParams, predictionRequest, predictionSettingsRequest, recapsQuery } from './schemas';

const LEAGUE_ONLY = "The league's players and its admin only: anyone else 403, an unknown draft 404.";

export const leagueRoutes = {
  recaps: {
    answer: 'RecapsAnswer',
    method: 'get',
    path: '/drafts/:id/recaps',
    access: 'draftMember',
    summary: "The league's recap of every scored week or episode, newest first",
    description: `A recap beyond the player's spoiler guard comes hidden (its guardText says so) unless \`reveal\` names its period. ${LEAGUE_ONLY}`,
    params: idParams,
    subject: 'draft',
    query: recapsQuery,
    beyondSpec: true,
  },
  listPredictions: {
    answer: 'PredictionsAnswer',
    method: 'get',
    path: '/drafts/:id/predictions',
    access: 'draftMember',
    summary: "The league's predictions: the period open now and every period predicted",
    params: idParams,
    subject: 'draft',
    beyondSpec: true,
  },
  getPrediction: {
    answer: 'PredictionPeriod',
    method: 'get',
    path: '/drafts/:id/predictions/:period',
    access: 'draftMember',
    summary: "A period's predictions: the player's own, and everyone's once locked",
    params: predictionParams,
    subject: 'draft',
    beyondSpec: true,
  },
  makePrediction: {
    answer: 'PredictionPeriod',
    method: 'put',
    path: '/drafts/:id/predictions/:period',
    access: 'draftParticipant',
    summary: 'Predict who goes home in a week or episode',
    description:
      'One per player and period; again replaces it. 409 once the period has locked (an elimination entered for it, its results saved, or the lock time passed); 422 for an item already out or not in the cast.',
    params: predictionParams,
    subject: 'draft',
    body: predictionRequest,
    beyondSpec: true,
  },
  setPredictionSettings: {
    answer: 'PredictionSettings',
    method: 'put',
    path: '/admin/drafts/:id/prediction-settings',
    access: 'draftOwner',
    summary: "Set the league's prediction rules",
    description: `Points per correct prediction (0-10, ${PREDICTION_POINTS_DEFAULT} until set) and a lock time per period (null removes it). What is absent stays as it was.`,
    params: idParams,
    subject: 'draft',
    body: predictionSettingsRequest,
    beyondSpec: true,
  },
} as const satisfies RouteTable;
