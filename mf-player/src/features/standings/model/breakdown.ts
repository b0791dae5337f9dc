// The point breakdown dialog's table: one row per week or episode that has entries, one column per
// point type (Big Brother, Survivor) or per team (Amazing Race), with row and column totals; the
// player's show total explained (the Amazing Race mini-game rule, docs/scoring.md#show-totals; won
// replacement claims' cost, docs/league.md#replacements); and the roster as it is now and was
// (docs/league.md#rosters: a replaced or traded pick stays, as a former pick, with the points it scored).
import {
  periodName,
  POINT_TYPE_LABELS,
  POINT_TYPES,
  showTotal,
  type DraftedItemPoints,
  type PlayerPoints,
  type PointType,
  type ShowType,
} from '@reality-draft/events';
import { periodWord } from './spoilerNote';

export interface BreakdownColumn {
  key: string;
  label: string;
}

export interface BreakdownRow {
  period: number;
  /** column key -> points; null where nothing was entered. */
  cells: Record<string, number | null>;
  total: number;
}

export interface BreakdownTable {
  periodWord: 'week' | 'episode';
  columns: BreakdownColumn[];
  rows: BreakdownRow[];
  columnTotals: Record<string, number>;
  total: number;
}

const periodsOf = (items: readonly DraftedItemPoints[]) =>
  [...new Set(items.flatMap((item) => Object.keys(item.byPeriod).map(Number)))]
    .filter((period) => Number.isInteger(period) && period > 0)
    .sort((a, b) => a - b);

const sumOf = (byType: Partial<Record<PointType, number>> | undefined) =>
  byType ? Object.values(byType).reduce<number>((sum, points) => sum + (points ?? 0), 0) : null;

function table(
  showType: ShowType,
  columns: BreakdownColumn[],
  items: readonly DraftedItemPoints[],
  cell: (period: string, key: string) => number | null,
): BreakdownTable {
  const columnTotals: Record<string, number> = Object.fromEntries(columns.map((column) => [column.key, 0]));
  const rows = periodsOf(items).map((period) => {
    const cells: Record<string, number | null> = {};
    let total = 0;
    for (const { key } of columns) {
      const points = cell(String(period), key);
      cells[key] = points;
      total += points ?? 0;
      columnTotals[key] += points ?? 0;
    }
    return { period, cells, total };
  });
  return { periodWord: periodWord(showType), columns, rows, columnTotals, total: rows.reduce((sum, row) => sum + row.total, 0) };
}

/** Episodes x point types, summed over the player's contestants (Big Brother, Survivor). */
export function breakdownByPointType(items: readonly DraftedItemPoints[], showType: ShowType): BreakdownTable {
  const present = new Set(items.flatMap((item) => Object.values(item.byPeriod).flatMap((byType) => Object.keys(byType))));
  const columns = POINT_TYPES[showType].filter((type) => present.has(type)).map((type) => ({ key: type, label: POINT_TYPE_LABELS[type] }));
  return table(showType, columns, items, (period, key) => {
    const values = items.map((item) => item.byPeriod[period]?.[key as PointType]).filter((points): points is number => points !== undefined);
    return values.length ? values.reduce((sum, points) => sum + points, 0) : null;
  });
}

/**
 * Weeks x the player's teams, each cell every point type of that team in that week (Amazing Race). A
 * team held twice (traded away and back) is one column: each holding scores only its own weeks.
 */
export function breakdownByItem(items: readonly DraftedItemPoints[], showType: ShowType): BreakdownTable {
  const ordered = [...items].sort(byPick);
  const columns = [...new Map(ordered.map((item) => [item.itemId, { key: item.itemId, label: item.label }])).values()];
  return table(showType, columns, ordered, (period, key) => {
    const values = ordered
      .filter((item) => item.itemId === key)
      .map((item) => sumOf(item.byPeriod[period]))
      .filter((points): points is number => points !== null);
    return values.length ? values.reduce((sum, points) => sum + points, 0) : null;
  });
}

export function breakdownTable(items: readonly DraftedItemPoints[], showType: ShowType): BreakdownTable {
  return showType === 'amazing_race' ? breakdownByItem(items, showType) : breakdownByPointType(items, showType);
}

export interface ShowSummary {
  draftPoints: number;
  miniGamePoints: number;
  /** What the mini-games add to the total (all of it, except under the Amazing Race rule). */
  miniGamePointsCounted: number;
  /** Correct who-goes-home predictions: added in full, after the show's rule. */
  predictionPoints: number;
  /** What won replacement claims cost (0 or less): added in full, after the show's rule. */
  replacementPoints: number;
  total: number;
  rule: string | null;
}

export const AMAZING_RACE_RULE = 'Amazing Race total = team points + whatever the mini-game total adds beyond them: max(0, mini-game points − team points).';

/** A player's points in one show, as the leaderboard counts them: the show's rule, then the predictions and replacements. */
export function showSummary(
  player: Pick<PlayerPoints, 'drafts' | 'miniGamePoints' | 'predictionPoints' | 'replacementPoints' | 'totalPoints'>,
  showType: ShowType,
): ShowSummary {
  const draftPoints = player.drafts.filter((draft) => draft.showType === showType).reduce((sum, draft) => sum + draft.draftPoints, 0);
  return {
    draftPoints,
    miniGamePoints: player.miniGamePoints,
    miniGamePointsCounted: showTotal(showType, draftPoints, player.miniGamePoints) - draftPoints,
    predictionPoints: player.predictionPoints,
    // An answer from before replacements has none.
    replacementPoints: player.replacementPoints ?? 0,
    total: player.totalPoints,
    rule: showType === 'amazing_race' ? AMAZING_RACE_RULE : null,
  };
}

/** Pick order; the holdings of one pick's place (a replacement, a trade) in the order they were held. */
export const byPick = (a: DraftedItemPoints, b: DraftedItemPoints) => a.pickNumber - b.pickNumber || (a.heldFrom ?? 1) - (b.heldFrom ?? 1);

/** Every item the player held in one show (drafted, added by a replacement or a trade, and former picks), in pick order. */
export function itemsOfShow(player: Pick<PlayerPoints, 'drafts'> | undefined, showType: ShowType): DraftedItemPoints[] {
  return (player?.drafts ?? [])
    .filter((draft) => draft.showType === showType)
    .flatMap((draft) => draft.items)
    .sort(byPick);
}

/** A key for one holding: the same item may be held twice (traded away and back), from different weeks or episodes. */
export const holdingKey = (item: Pick<DraftedItemPoints, 'itemId' | 'heldFrom'>) => `${item.itemId}:${item.heldFrom ?? 1}`;

/** The heading of the former picks, in the breakdown and on the player's own pages. */
export const FORMER_PICKS_TITLE = 'Former picks';

/** What the former picks are, under their heading. */
export const formerPicksNote = (showType: ShowType) =>
  `${showType === 'amazing_race' ? 'Teams' : 'Contestants'} replaced or traded away: the points they scored before stay in the total.`;

/** Left the player's roster (replaced or traded away): its points stay theirs. */
export const isFormerPick = (item: Pick<DraftedItemPoints, 'heldThrough'>) => item.heldThrough !== undefined;

/** The roster as it is now, and the former picks (each in pick order). */
export function rosterParts<T extends Pick<DraftedItemPoints, 'heldThrough'>>(items: readonly T[]): { current: T[]; former: T[] } {
  return { current: items.filter((item) => !isFormerPick(item)), former: items.filter(isFormerPick) };
}

/**
 * When an item scored for the player, where it was not the whole season: "from episode 2" (joined by a
 * replacement or a trade), "until episode 1" (left), "from week 2 until week 4", "episode 3 only"; a
 * holding that ended before it began to score "left before episode 2". Null for a pick held from the start.
 */
export function heldText(item: Pick<DraftedItemPoints, 'heldFrom' | 'heldThrough'>, showType: ShowType): string | null {
  const { heldFrom: from, heldThrough: through } = item;
  if (through !== undefined && through < (from ?? 1)) return `left before ${periodName(showType, from ?? 1)}`;
  if (from !== undefined && through !== undefined) {
    return from === through ? `${periodName(showType, from)} only` : `from ${periodName(showType, from)} until ${periodName(showType, through)}`;
  }
  if (from !== undefined) return `from ${periodName(showType, from)}`;
  if (through !== undefined) return `until ${periodName(showType, through)}`;
  return null;
}
