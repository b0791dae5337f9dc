import type { PlayerPoints, ShowType } from '@reality-draft/events';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringWorld } from './scoringWorld';
import { lastCounted } from './subjectSummary';
import type { Viewer } from './viewer';

export type ScoredPrediction = PlayerPoints['predictions'][number];

/** The periods of a show someone went home in (so its predictions are settled), once per world. */
const settledPeriods = new WeakMap<ScoringWorld, Map<ShowType, Set<number>>>();

function periodsWithElimination(world: ScoringWorld, showType: ShowType): Set<number> {
  let shows = settledPeriods.get(world);
  if (!shows) settledPeriods.set(world, (shows = new Map()));
  let periods = shows.get(showType);
  if (!periods) {
    periods = new Set(
      Object.values(world.casts.get(showType)?.members ?? {}).flatMap((member) => (!member.isActive && member.eliminatedIn ? [member.eliminatedIn] : [])),
    );
    shows.set(showType, periods);
  }
  return periods;
}

/**
 * A player's settled predictions in these leagues (docs/league.md#predictions): each period someone went
 * home in and the viewer has watched, right (the league's points) or wrong (0).
 */
export function scoredPredictions(world: ScoringWorld, drafts: readonly DraftDocument[], playerId: string, viewer: Viewer): ScoredPrediction[] {
  const scored: ScoredPrediction[] = [];
  for (const draft of drafts) {
    const league = world.predictions.get(draft.id);
    if (!league) continue;
    const members = world.casts.get(draft.showType)?.members ?? {};
    const settled = periodsWithElimination(world, draft.showType);
    const through = lastCounted(viewer, draft.showType);
    for (const [periodKey, players] of Object.entries(league.periods)) {
      const period = Number(periodKey);
      const prediction = players[playerId];
      if (!prediction || !settled.has(period) || period > through) continue;
      const member = members[prediction.itemId];
      const correct = member?.isActive === false && member.eliminatedIn === period;
      scored.push({
        draftId: draft.id,
        period,
        itemId: prediction.itemId,
        label: member?.label ?? prediction.itemId,
        correct,
        points: correct ? league.pointsPerCorrect : 0,
      });
    }
  }
  return scored.sort((a, b) => a.period - b.period || a.draftId.localeCompare(b.draftId));
}

export const predictionTotal = (predictions: readonly ScoredPrediction[]) => predictions.reduce((sum, prediction) => sum + prediction.points, 0);
