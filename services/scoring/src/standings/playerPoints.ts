import { castItemKind, showTotal, stillInFor, type PlayerPoints, type ShowType } from '@reality-draft/events';
import type { DraftDocument, PointCell } from '../readModels/documents';
import { holdingsOf } from './holdings';
import { predictionTotal, scoredPredictions } from './predictionPoints';
import { replacementCosts } from './replacementCosts';
import type { ScoringWorld } from './scoringWorld';
import { itemPoints, lastCounted, subjectSummary } from './subjectSummary';
import type { Viewer } from './viewer';

/** One league (draftId) or one show; neither: every show. */
export interface StandingsQuery {
  draftId?: string;
  showType?: ShowType;
}

/** Drafts that score: started (active or completed), within the query. */
export function scoringDrafts(world: ScoringWorld, query: StandingsQuery): DraftDocument[] {
  return world.drafts.filter(
    (draft) => draft.status !== 'pending' && (!query.draftId || draft.id === query.draftId) && (!query.showType || draft.showType === query.showType),
  );
}

function draftOf(world: ScoringWorld, draft: DraftDocument, playerId: string, viewer: Viewer): PlayerPoints['drafts'][number] {
  const cast = world.casts.get(draft.showType)?.members ?? {};
  const items = holdingsOf(draft, lastCounted(viewer, draft.showType))
    .filter((held) => held.playerId === playerId)
    .map((held) => ({
      itemId: held.itemId,
      label: cast[held.itemId]?.label ?? held.label,
      kind: castItemKind(draft.showType),
      pickNumber: held.pickNumber,
      round: held.round,
      // Out only once the viewer has watched the week or episode it went out in.
      isActive: stillInFor(cast[held.itemId]?.isActive ?? true, cast[held.itemId]?.eliminatedIn, viewer.watched[draft.showType]),
      ...itemPoints(subjectSummary(world, held.itemId), Math.min(held.through, lastCounted(viewer, draft.showType)), held.from),
      ...(held.from > 1 && { heldFrom: held.from }),
      ...(held.through !== Infinity && { heldThrough: held.through }),
    }));
  const draftPoints = items.reduce((sum, item) => sum + item.totalPoints, 0);
  return { draftId: draft.id, joinCode: draft.joinCode, showType: draft.showType, name: draft.name ?? null, status: draft.status, items, draftPoints };
}

/** The player's mini-game awards within the query, as their ledger cells. */
export function miniGameCells(world: ScoringWorld, playerId: string, query: StandingsQuery): PointCell[] {
  return Object.values(world.points.get(playerId)?.cells ?? {})
    .filter((cell) => cell.source === 'minigame')
    .filter((cell) => (!query.draftId || cell.draftId === query.draftId) && (!query.showType || cell.showType === query.showType));
}

function miniGamesOf(world: ScoringWorld, playerId: string, query: StandingsQuery): PlayerPoints['miniGames'] {
  return miniGameCells(world, playerId, query).map((cell) => ({
    miniGameId: cell.sourceRef ?? '',
    draftId: cell.draftId ?? null,
    showType: cell.showType,
    points: cell.points,
  }));
}

/** A player's total: per show, drafted points plus mini-game points by the show's rule, summed over shows; then correct predictions. */
export function totalOf(
  drafts: ReadonlyArray<Pick<PlayerPoints['drafts'][number], 'showType' | 'draftPoints'>>,
  miniGames: ReadonlyArray<Pick<PointCell, 'showType' | 'points'>>,
  predictionPoints = 0,
): number {
  const shows = new Set<ShowType>([...drafts.map((draft) => draft.showType), ...miniGames.map((game) => game.showType)]);
  let total = 0;
  for (const show of shows) {
    const drafted = drafts.filter((draft) => draft.showType === show).reduce((sum, draft) => sum + draft.draftPoints, 0);
    const games = miniGames.filter((game) => game.showType === show).reduce((sum, game) => sum + game.points, 0);
    total += showTotal(show, drafted, games);
  }
  return total + predictionPoints;
}

/** Every player in the query's scoring drafts (or with mini-game points in it), with their points explained. */
export function playerPoints(world: ScoringWorld, query: StandingsQuery, viewer: Viewer): PlayerPoints[] {
  const draftsOf = new Map<string, DraftDocument[]>();
  for (const draft of scoringDrafts(world, query)) {
    for (const playerId of draft.participants) draftsOf.set(playerId, [...(draftsOf.get(playerId) ?? []), draft]);
  }
  for (const [subjectId, doc] of world.points) {
    if (doc.subjectKind === 'player' && !draftsOf.has(subjectId) && miniGamesOf(world, subjectId, query).length) draftsOf.set(subjectId, []);
  }
  return [...draftsOf].map(([playerId, drafts]) => {
    const person = world.people.get(playerId);
    const mine = drafts.map((draft) => draftOf(world, draft, playerId, viewer));
    const miniGames = miniGamesOf(world, playerId, query);
    const miniGamePoints = miniGames.reduce((sum, game) => sum + game.points, 0);
    const predictions = scoredPredictions(world, drafts, playerId, viewer);
    const predictionPoints = predictionTotal(predictions);
    const replacements = replacementCosts(world, drafts, playerId, viewer);
    const replacementPoints = replacements.reduce((sum, cost) => sum + cost.points, 0);
    return {
      playerId,
      playerFirstName: person?.firstName ?? null,
      playerLastName: person?.lastName ?? null,
      playerEmail: person?.email ?? null, // masked per viewer by answerFor
      drafts: mine,
      miniGames,
      miniGamePoints,
      predictions,
      predictionPoints,
      replacements,
      replacementPoints,
      totalPoints: totalOf(mine, miniGames, predictionPoints + replacementPoints),
    };
  });
}
