/** The rules of the standings, one place for the server and the screens. */
import type { ShowType } from '../catalog/events';

/**
 * A player's total in one show (docs/scoring.md#show-totals): for Amazing Race, team points plus whatever their
 * mini-game total adds beyond them (max(0, mini-game total - team points)); elsewhere the sum.
 */
export function showTotal(showType: ShowType, draftPoints: number, miniGamePoints: number): number {
  return showType === 'amazing_race' ? draftPoints + Math.max(0, miniGamePoints - draftPoints) : draftPoints + miniGamePoints;
}

/**
 * The leaderboard's tie rule (docs/scoring.md#ties), part one: competition ranks, highest first. Equal
 * totals share a rank and the next rank skips (1, 2, 2, 4).
 */
export function competitionRanks(totals: readonly number[]): number[] {
  return totals.map((total) => 1 + totals.filter((other) => other > total).length);
}

/** Who a standings row names: the fields the tiebreak reads. */
export interface NamedStanding {
  playerId: string;
  playerFirstName: string | null;
  playerLastName: string | null;
}

/**
 * The leaderboard's tie rule, part two: the order of players who share a rank. Nothing on the field
 * separates them (they share the rank), so they are listed by first name, then last name as one
 * "First Last" string, then by player id, which makes every screen and every refresh list them alike.
 */
export function tiebreak(a: NamedStanding, b: NamedStanding): number {
  const name = (row: NamedStanding) => `${row.playerFirstName ?? ''} ${row.playerLastName ?? ''}`;
  return name(a).localeCompare(name(b)) || a.playerId.localeCompare(b.playerId);
}

/** The standings' order: highest total first; equal totals by the tiebreak. */
export const standingsOrder = <Row extends NamedStanding & { totalPoints: number }>(a: Row, b: Row): number => b.totalPoints - a.totalPoints || tiebreak(a, b);
