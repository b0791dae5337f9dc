// What a finish says before it awards: who gets points and how many, by the points per place the admin sets.
import { awardPlaces, awardPointsProblem, awardPointsText, pointsForRank, type AwardPoints, type RankingRow } from '@reality-draft/events';

/** "2 players get points: 3 and 2." / "No one has completed it yet: finishing closes it and awards no points." */
export function finishConfirmation(rows: readonly Pick<RankingRow, 'points'>[]): string {
  const awarded = rows.filter((row) => row.points > 0);
  if (awarded.length === 0) return 'No one has completed it yet: finishing closes it and awards no points.';
  const players = `${awarded.length} ${awarded.length === 1 ? 'player gets' : 'players get'} points`;
  const points = awarded.map((row) => row.points);
  const list = points.length > 1 ? `${points.slice(0, -1).join(', ')} and ${points.at(-1)}` : String(points[0]);
  return `${players}: ${list}. Nobody can play it after this.`;
}

/** The rankings' footer: "The top three get 3, 2 and 1 points." */
export function awardRuleText(places: readonly number[]): string {
  return `The top three get ${awardPointsText(places)}.`;
}

/** The rankings as a finish with these places would award them (the server decides again when it finishes). */
export function withAwardPoints<Row extends Pick<RankingRow, 'rank' | 'points'>>(rows: readonly Row[], places: readonly number[]): Row[] {
  return rows.map((row) => ({ ...row, points: pointsForRank(places, row.rank) }));
}

/** The 1st, 2nd and 3rd fields as typed. */
export type AwardPointsInput = Record<keyof AwardPoints, string>;

/** The typed points, or why they cannot be awarded (the server's own rule). */
export function readAwardPoints(input: AwardPointsInput): { award: AwardPoints; places: number[]; problem: string | null } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const award = { first: number(input.first), second: number(input.second), third: number(input.third) };
  return { award, places: awardPlaces(award), problem: awardPointsProblem(award) };
}
