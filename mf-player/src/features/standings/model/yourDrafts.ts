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
  /** Drafted points plus mini-games by the show's rule (docs/scoring.md#show-totals). */
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
    return { showType, drafts, draftPoints, miniGamePoints, total: showTotal(showType, draftPoints, miniGamePoints) };
  }).filter((show) => show.drafts.length > 0 || show.miniGamePoints !== 0);
}
