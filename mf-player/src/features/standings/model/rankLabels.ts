// How a leaderboard names a rank: ties share a rank (1, 2, 2, 4) and read "T2"; the screen explains
// the T once, under the table, whenever a tie is shown.
import { ordinal, type LeaderboardRow } from '@reality-draft/events';

type Ranked = Pick<LeaderboardRow, 'rank' | 'tied'>;

/** "T2" for a shared rank, else "2". */
export function rankLabel(row: Ranked): string {
  return row.tied ? `T${row.rank}` : String(row.rank);
}

export { ordinal };

/** What a screen reader hears for the rank: "Tied for 2nd" or "1st". */
export function rankDescription(row: Ranked): string {
  return row.tied ? `Tied for ${ordinal(row.rank)}` : ordinal(row.rank);
}

export const TIE_NOTE = 'T = tied: players with the same points share a rank, and the next rank is skipped (1, 2, 2, 4).';

/** The note under a leaderboard, only when it shows a tie. */
export function tieNote(rows: readonly Ranked[]): string | null {
  return rows.some((row) => row.tied) ? TIE_NOTE : null;
}
