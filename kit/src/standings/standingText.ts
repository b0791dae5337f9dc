// How a standing's numbers read wherever standings show (a recap's table, the dashboard's top three, a
// season's standings): what a period added, signed, and a rank shared with someone else.

/** "+3", "0", "−2" (a true minus sign): what the period added. */
export function signedPointsText(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${-points}`;
  return '0';
}

/** "T2" where someone else in `standings` holds the same rank, else "2". */
export function sharedRankText(standing: { rank: number }, standings: readonly { rank: number }[]): string {
  const shared = standings.filter((other) => other.rank === standing.rank).length > 1;
  return shared ? `T${standing.rank}` : String(standing.rank);
}
