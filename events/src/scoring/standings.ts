/** The rules of the standings, one place for the server and the screens. */
import type { ShowType } from '../catalog/events';

/**
 * A player's total in one show (docs/scoring.md#show-totals): for Amazing Race, team points plus whatever their
 * mini-game total adds beyond them (max(0, mini-game total - team points)); elsewhere the sum.
 */
export function showTotal(showType: ShowType, draftPoints: number, miniGamePoints: number): number {
  return showType === 'amazing_race' ? draftPoints + Math.max(0, miniGamePoints - draftPoints) : draftPoints + miniGamePoints;
}

/** Competition ranks, highest first: equal totals share a rank and the next rank skips (1, 2, 2, 4). */
export function competitionRanks(totals: readonly number[]): number[] {
  return totals.map((total) => 1 + totals.filter((other) => other > total).length);
}
