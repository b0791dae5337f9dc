// The point breakdown dialog's table: one row per week or episode that has entries, one column per
// point type (Big Brother, Survivor) or per team (Amazing Race), with row and column totals; and the
// player's show total explained (the Amazing Race mini-game rule, docs/scoring.md#show-totals).
import { POINT_TYPE_LABELS, POINT_TYPES, showTotal, type DraftedItemPoints, type PlayerPoints, type PointType, type ShowType } from '@reality-draft/events';
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

/** Weeks x the player's teams, each cell every point type of that team in that week (Amazing Race). */
export function breakdownByItem(items: readonly DraftedItemPoints[], showType: ShowType): BreakdownTable {
  const ordered = [...items].sort((a, b) => a.pickNumber - b.pickNumber);
  const columns = ordered.map((item) => ({ key: item.itemId, label: item.label }));
  return table(showType, columns, ordered, (period, key) => sumOf(ordered.find((item) => item.itemId === key)?.byPeriod[period]));
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
  total: number;
  rule: string | null;
}

export const AMAZING_RACE_RULE = 'Amazing Race total = team points + whatever the mini-game total adds beyond them: max(0, mini-game points − team points).';

/** A player's points in one show, as the leaderboard counts them: the show's rule, then the predictions. */
export function showSummary(player: Pick<PlayerPoints, 'drafts' | 'miniGamePoints' | 'predictionPoints' | 'totalPoints'>, showType: ShowType): ShowSummary {
  const draftPoints = player.drafts.filter((draft) => draft.showType === showType).reduce((sum, draft) => sum + draft.draftPoints, 0);
  return {
    draftPoints,
    miniGamePoints: player.miniGamePoints,
    miniGamePointsCounted: showTotal(showType, draftPoints, player.miniGamePoints) - draftPoints,
    predictionPoints: player.predictionPoints,
    total: player.totalPoints,
    rule: showType === 'amazing_race' ? AMAZING_RACE_RULE : null,
  };
}

/** The drafted items of one show, in pick order. */
export function itemsOfShow(player: Pick<PlayerPoints, 'drafts'> | undefined, showType: ShowType): DraftedItemPoints[] {
  return (player?.drafts ?? [])
    .filter((draft) => draft.showType === showType)
    .flatMap((draft) => draft.items)
    .sort((a, b) => a.pickNumber - b.pickNumber);
}
