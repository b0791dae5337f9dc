import {
  PREDICTION_POINTS_DEFAULT,
  predictionsStream,
  type PredictionEvent,
  type PredictionPeriod,
  type PredictionsAnswer,
  type PredictionSettings,
  type PredictionSettingsRequest,
  type ShowType,
} from '@reality-draft/events';
import { handleAndSettle, settleToHead, type Principal } from '@reality-draft/kernel';
import type { PredictionCommand } from '../predictions/commands';
import { predictionsDecider } from '../predictions/decide';
import { lockOf } from '../predictions/lockOf';
import type { PredictionsState } from '../predictions/state';
import { PREDICTIONS_PROJECTION } from '../readModels/predictionsProjection';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import type { ScoringWorld } from '../standings/scoringWorld';
import { lastCounted } from '../standings/subjectSummary';
import type { Viewer } from '../standings/viewer';
import { leagueFor } from './leagueAccess';
import { leagueName } from './leagueNames';
import { currentPeriod, hasElimination, knownLock } from './periodFacts';

/** A player changing their mind twice at once, or the whole league predicting at one moment: each decided again. */
const PREDICTION_RETRIES = 25;

const handlePredictionCommand = (deps: ScoringDeps, draftId: string, command: PredictionCommand) =>
  handleAndSettle<PredictionsState, PredictionCommand, PredictionEvent>(deps, predictionsStream(draftId), predictionsDecider, command, {
    retries: PREDICTION_RETRIES,
    readModels: [PREDICTIONS_PROJECTION],
  });

const labelOf = (world: ScoringWorld, showType: ShowType, itemId: string) => world.casts.get(showType)?.members[itemId]?.label ?? itemId;

/** One period of a league as `viewer` may see it: their own prediction always, everyone's once locked, right or wrong within their spoiler guard. */
export function predictionPeriodView(world: ScoringWorld, draft: DraftDocument, period: number, viewer: Viewer, now: Date): PredictionPeriod {
  const league = world.predictions.get(draft.id);
  const locksAt = league?.locksAt[period] ?? null;
  const lockedBy = lockOf(knownLock(world, draft.showType, period), locksAt ?? undefined, now);
  const players = league?.periods[period] ?? {};
  const own = viewer.principal.userType === 'player' ? players[viewer.principal.id] : undefined;
  const settled = hasElimination(world, draft.showType, period) && period <= lastCounted(viewer, draft.showType);
  const members = world.casts.get(draft.showType)?.members ?? {};
  return {
    draftId: draft.id,
    showType: draft.showType,
    period,
    locked: lockedBy !== null,
    lockedBy,
    locksAt,
    pointsPerCorrect: league?.pointsPerCorrect ?? PREDICTION_POINTS_DEFAULT,
    mine: own ? { itemId: own.itemId, label: labelOf(world, draft.showType, own.itemId), at: own.at } : null,
    predictions: lockedBy
      ? Object.entries(players)
          .filter(([playerId]) => draft.participants.includes(playerId))
          .map(([playerId, { itemId }]) => {
            const member = members[itemId];
            return {
              playerId,
              playerName: leagueName(world, playerId),
              itemId,
              label: labelOf(world, draft.showType, itemId),
              correct: settled ? member?.isActive === false && member.eliminatedIn === period : null,
            };
          })
          .sort((a, b) => a.playerName.localeCompare(b.playerName) || a.playerId.localeCompare(b.playerId))
      : null,
  };
}

/** GET /api/drafts/{id}/predictions/{period}. */
export async function getPrediction(deps: ScoringDeps, draftId: string, period: number, viewer: Viewer): Promise<PredictionPeriod> {
  const draft = await leagueFor(deps, draftId, viewer.principal, 'member');
  return predictionPeriodView(await deps.cache.world(), draft, period, viewer, deps.now());
}

/** GET /api/drafts/{id}/predictions: the period predicted now, and every period with predictions, newest first. */
export async function listPredictions(deps: ScoringDeps, draftId: string, viewer: Viewer): Promise<PredictionsAnswer> {
  const draft = await leagueFor(deps, draftId, viewer.principal, 'member');
  const world = await deps.cache.world();
  const current = currentPeriod(world, draft.showType);
  const periods = new Set(Object.keys(world.predictions.get(draft.id)?.periods ?? {}).map(Number));
  if (current) periods.add(current);
  return {
    draftId: draft.id,
    showType: draft.showType,
    pointsPerCorrect: world.predictions.get(draft.id)?.pointsPerCorrect ?? PREDICTION_POINTS_DEFAULT,
    currentPeriod: current,
    periods: [...periods].sort((a, b) => b - a).map((period) => predictionPeriodView(world, draft, period, viewer, deps.now())),
  };
}

/**
 * PUT /api/drafts/{id}/predictions/{period}: decided on the league's stream with what the read models
 * know once caught up with the log (an elimination or a save entered before this request locks it).
 */
export async function makePrediction(deps: ScoringDeps, draftId: string, period: number, itemId: string, viewer: Viewer): Promise<PredictionPeriod> {
  const player = viewer.principal;
  const draft = await leagueFor(deps, draftId, player, 'participant');
  await settleToHead(deps);
  const before = await deps.cache.world();
  const member = before.casts.get(draft.showType)?.members[itemId];
  await handlePredictionCommand(deps, draftId, {
    type: 'MakePrediction',
    draftId,
    showType: draft.showType,
    playerId: player.id,
    period,
    itemId,
    item: member && { label: member.label, isActive: member.isActive, inCast: member.inCast },
    lockedBy: knownLock(before, draft.showType, period),
    now: deps.now(),
  });
  return predictionPeriodView(await deps.cache.world(), draft, period, viewer, deps.now());
}

/** PUT /api/admin/drafts/{id}/prediction-settings (the league's admin). */
export async function setPredictionSettings(
  deps: ScoringDeps,
  draftId: string,
  who: Principal,
  request: PredictionSettingsRequest,
): Promise<PredictionSettings> {
  await leagueFor(deps, draftId, who, 'owner');
  const { state } = await handlePredictionCommand(deps, draftId, { type: 'SetPredictionSettings', draftId, ...request, by: who.id, now: deps.now() });
  return { draftId, pointsPerCorrect: state.pointsPerCorrect, locksAt: state.locksAt };
}
