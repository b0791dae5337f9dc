// How a recap's standings read: the move since the period before (▲ 2, ▼ 1), the period's points (+3),
// and which recaps show whole on this visit (hidden ones the reader has revealed).
import type { Recap, RecapStanding } from '@reality-draft/events';

export type RankMove = { kind: 'up' | 'down'; by: number; symbol: string; label: string } | { kind: 'same' | 'new'; by: 0; symbol: string; label: string };

/** A standing's move from its rank after the period before: up (▲), down (▼), the same (–), or new to the standings. */
export function rankMove({ rank, rankBefore }: Pick<RecapStanding, 'rank' | 'rankBefore'>): RankMove {
  if (rankBefore === null) return { kind: 'new', by: 0, symbol: '–', label: 'No rank before' };
  const by = rankBefore - rank;
  if (by > 0) return { kind: 'up', by, symbol: `▲${by}`, label: `Up ${by} ${by === 1 ? 'place' : 'places'}` };
  if (by < 0) return { kind: 'down', by: -by, symbol: `▼${-by}`, label: `Down ${-by} ${by === -1 ? 'place' : 'places'}` };
  return { kind: 'same', by: 0, symbol: '–', label: 'No change' };
}

/** "+3", "0", "−2": what the period added; "T2" where someone else holds the same rank, else "2". */
export { signedPointsText as periodPointsText, sharedRankText as rankText } from '@reality-draft/kit';

/**
 * A recap as this visit shows it: a hidden one the reader revealed is the whole one its `?reveal=` read
 * answered; until that read is back (or if it still answers hidden: the guard moved meanwhile) the one listed.
 */
export function recapShown(listed: Recap, revealed: readonly Recap[] | undefined): Recap {
  if (!listed.hidden) return listed;
  const whole = revealed?.find((recap) => recap.period === listed.period);
  return whole && !whole.hidden ? whole : listed;
}
