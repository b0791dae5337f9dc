// A player's won replacement claims as the point breakdown lists them (docs/league.md#replacements):
// "Episode 2: Kim for Lou −2", oldest first, each in the week or episode the new pick starts scoring.
// The server counts only claims whose week or episode the viewer has watched; this picks the ones of the
// league (or, without one, of the show).
import { capitalized, draftLabel, periodName, type PlayerPoints, type ShowType } from '@reality-draft/events';

export interface ReplacementLine {
  key: string;
  /** "Episode 2", "Week 3". */
  periodLabel: string;
  /** "Kim for Lou": who came in, for whom. */
  text: string;
  points: number;
  /** "−2" (a true minus sign) for a cost, "0" for a free one. */
  pointsText: string;
  /** The league's name where the lines span more than one league of the show; else null. */
  league: string | null;
}

export interface ReplacementSummary {
  lines: ReplacementLine[];
  /** 0 or less. */
  points: number;
}

type Replacing = Pick<PlayerPoints, 'drafts' | 'replacements'>;

/** "−2" for a cost (U+2212, as the breakdown's figures read), "0" when free. */
export const costText = (points: number): string => (points < 0 ? `\u2212${-points}` : '0');

export function replacementSummary(player: Replacing, showType: ShowType, draftId?: string): ReplacementSummary {
  const leagues = new Map(player.drafts.filter((draft) => draft.showType === showType).map((draft) => [draft.draftId, draft]));
  // An answer from before replacements has none.
  const own = (player.replacements ?? [])
    .filter((claim) => (draftId ? claim.draftId === draftId : leagues.has(claim.draftId)))
    .sort((a, b) => a.period - b.period || a.draftId.localeCompare(b.draftId) || a.claimId.localeCompare(b.claimId));
  const several = new Set(own.map((claim) => claim.draftId)).size > 1;
  const lines = own.map((claim): ReplacementLine => {
    const league = leagues.get(claim.draftId);
    // A free claim's cost may come as -0.
    const points = claim.points || 0;
    return {
      key: claim.claimId,
      periodLabel: capitalized(periodName(showType, claim.period)),
      text: `${claim.add.label} for ${claim.drop.label}`,
      points,
      pointsText: costText(points),
      league: several && league ? draftLabel(league) : null,
    };
  });
  return { lines, points: lines.reduce((sum, line) => sum + line.points, 0) };
}

/** What the list says above its lines: "1 replacement: −2 pts." / "2 replacements, at no cost." */
export function replacementHeadline({ lines, points }: ReplacementSummary): string {
  const count = `${lines.length} ${lines.length === 1 ? 'replacement' : 'replacements'}`;
  return points < 0 ? `${count}: ${costText(points)} ${Math.abs(points) === 1 ? 'pt' : 'pts'}.` : `${count}, at no cost.`;
}
