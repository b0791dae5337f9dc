// /player/your-teams: every draft of the player, grouped by show, each with their picks and points.
// Drafts come from the player's drafts list (pending ones have no picks yet) joined with the
// scoring answer (started drafts, their picks and points under the spoiler guard).
import { showTotal, SHOW_TYPES, type DraftSummary, type PlayerPoints, type ShowType } from '@reality-draft/events';

export type ScoredDraft = PlayerPoints['drafts'][number];

export interface YourDraft {
  draftId: string;
  joinCode: string;
  showType: ShowType;
  /** The league's name, or null. */
  name: string | null;
  status: string;
  scored: ScoredDraft | null;
}

export interface YourShow {
  showType: ShowType;
  drafts: YourDraft[];
  draftPoints: number;
  miniGamePoints: number;
  /** Correct who-goes-home predictions in the show's leagues (docs/league.md#predictions). */
  predictionPoints: number;
  /** What won replacement claims in the show's leagues cost (0 or less, docs/league.md#replacements). */
  replacementPoints: number;
  /**
   * Drafted points (former picks' included: their points stay) plus mini-games by the show's rule
   * (docs/scoring.md#show-totals), then the predictions and the replacements: the leaderboard's total.
   */
  total: number;
}

export function yourShows(summaries: readonly DraftSummary[], mine: PlayerPoints | undefined): YourShow[] {
  const byId = new Map<string, YourDraft>();
  for (const draft of summaries)
    byId.set(draft.id, { draftId: draft.id, joinCode: draft.joinCode, showType: draft.showType, name: draft.name, status: draft.status, scored: null });
  for (const scored of mine?.drafts ?? []) {
    const known = byId.get(scored.draftId);
    byId.set(scored.draftId, {
      draftId: scored.draftId,
      joinCode: scored.joinCode,
      showType: scored.showType,
      name: scored.name,
      status: known?.status ?? scored.status,
      scored,
    });
  }
  return SHOW_TYPES.map((showType) => {
    const drafts = [...byId.values()].filter((draft) => draft.showType === showType).sort((a, b) => a.joinCode.localeCompare(b.joinCode));
    const draftPoints = drafts.reduce((sum, draft) => sum + (draft.scored?.draftPoints ?? 0), 0);
    const miniGamePoints = (mine?.miniGames ?? []).filter((game) => game.showType === showType).reduce((sum, game) => sum + game.points, 0);
    const leagues = new Set(drafts.map((draft) => draft.draftId));
    const predictionPoints = (mine?.predictions ?? [])
      .filter((prediction) => leagues.has(prediction.draftId))
      .reduce((sum, prediction) => sum + prediction.points, 0);
    // An answer from before replacements has none; a free claim's cost may come as -0.
    const replacementPoints = (mine?.replacements ?? []).filter((claim) => leagues.has(claim.draftId)).reduce((sum, claim) => sum + claim.points, 0) || 0;
    return {
      showType,
      drafts,
      draftPoints,
      miniGamePoints,
      predictionPoints,
      replacementPoints,
      total: showTotal(showType, draftPoints, miniGamePoints) + predictionPoints + replacementPoints,
    };
  }).filter((show) => show.drafts.length > 0 || show.miniGamePoints !== 0);
}

/** " (drafted 4, mini-games 8, predictions 2, replacements -2)" when more than drafted points make the show's total; else nothing. */
export function pointsMadeOf(show: Pick<YourShow, 'draftPoints' | 'miniGamePoints' | 'predictionPoints' | 'replacementPoints'>): string {
  const more = [
    show.miniGamePoints ? `mini-games ${show.miniGamePoints}` : null,
    show.predictionPoints ? `predictions ${show.predictionPoints}` : null,
    show.replacementPoints ? `replacements ${show.replacementPoints}` : null,
  ].filter((part): part is string => part !== null);
  return more.length ? ` (drafted ${show.draftPoints}, ${more.join(', ')})` : '';
}
