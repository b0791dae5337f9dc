// What 'Finish & award' says before it finishes a sent game: who gets points, and how many.
import { awardPointsText, type RankingRow } from '@reality-draft/events';

/** "2 players get points: 5 and 3." / "No one has completed it yet: finishing closes it and awards no points." */
export function finishConfirmation(rows: readonly Pick<RankingRow, 'points'>[]): string {
  const awarded = rows.filter((row) => row.points > 0);
  if (awarded.length === 0) return 'No one has completed it yet: finishing closes it and awards no points.';
  const players = `${awarded.length} ${awarded.length === 1 ? 'player gets' : 'players get'} points`;
  const points = awarded.map((row) => row.points);
  const list = points.length > 1 ? `${points.slice(0, -1).join(', ')} and ${points.at(-1)}` : String(points[0]);
  return `${players}: ${list}. Nobody can play it after this.`;
}

/** The rankings' footer: "The top three get 5, 3 and 2 points." for a game worth 5. */
export function awardRuleText(pointValue: number): string {
  return `The top three get ${awardPointsText(pointValue)}.`;
}
