// A player's settled who-goes-home predictions as the point breakdown lists them (docs/league.md#predictions):
// "Episode 3: Kim ✓ +2", "Episode 4: Leo ✗ 0", oldest first. The server counts only periods someone went
// home in and the viewer has watched; this picks the ones of the league (or, without one, of the show).
import { capitalized, draftLabel, periodName, type PlayerPoints, type ShowType } from '@reality-draft/events';

export interface PredictionLine {
  key: string;
  /** "Episode 3", "Week 2". */
  periodLabel: string;
  /** Who they said would go home. */
  label: string;
  correct: boolean;
  points: number;
  /** "+2" for a correct one, "0" for a wrong one. */
  pointsText: string;
  /** The league's name where the lines span more than one league of the show; else null. */
  league: string | null;
}

export interface PredictionSummary {
  lines: PredictionLine[];
  correct: number;
  points: number;
}

type Predicting = Pick<PlayerPoints, 'drafts' | 'predictions'>;

export function predictionSummary(player: Predicting, showType: ShowType, draftId?: string): PredictionSummary {
  const leagues = new Map(player.drafts.filter((draft) => draft.showType === showType).map((draft) => [draft.draftId, draft]));
  const own = (player.predictions ?? [])
    .filter((prediction) => (draftId ? prediction.draftId === draftId : leagues.has(prediction.draftId)))
    .sort((a, b) => a.period - b.period || a.draftId.localeCompare(b.draftId));
  const several = new Set(own.map((prediction) => prediction.draftId)).size > 1;
  const lines = own.map((prediction): PredictionLine => {
    const league = leagues.get(prediction.draftId);
    return {
      key: `${prediction.draftId}:${prediction.period}`,
      periodLabel: capitalized(periodName(showType, prediction.period)),
      label: prediction.label,
      correct: prediction.correct,
      points: prediction.points,
      pointsText: prediction.points > 0 ? `+${prediction.points}` : String(prediction.points),
      league: several && league ? draftLabel(league) : null,
    };
  });
  return {
    lines,
    correct: lines.filter((line) => line.correct).length,
    points: lines.reduce((sum, line) => sum + line.points, 0),
  };
}
