import { ordinal, periodName, RECAP_TEXTS, type RecapStanding, type ShowType } from '@reality-draft/events';

/** What a recap's lines are made from: names already resolved, numbers already counted. */
export interface RecapFacts {
  showType: ShowType;
  period: number;
  standings: RecapStanding[];
  /** Each cast member who went home in the period, and who in the league held them (null: undrafted). */
  wentHome: { label: string; heldBy: string | null }[];
  /** Each mini-game awarded in the period: its best score's winners and points. */
  miniGames: { winners: string[]; points: number }[];
  /** The league's settled predictions of the period (null: none made, or nobody has gone home yet). */
  predictions: { made: number; correct: string[]; pointsEach: number } | null;
}

const names = (list: readonly string[]) => (list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);
const points = (n: number) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

function topScorerLine({ standings, showType, period }: RecapFacts): string {
  const best = Math.max(0, ...standings.map((row) => row.periodPoints));
  if (best === 0) return `No one scored in ${periodName(showType, period)}.`;
  const top = standings.filter((row) => row.periodPoints === best).map((row) => row.playerName);
  return top.length > 1 ? `Top scorers: ${names(top)}, ${points(best)} each.` : `Top scorer: ${top[0]}, ${points(best)}.`;
}

function biggestMoveLine({ standings }: RecapFacts): string | null {
  const moves = standings.filter((row) => row.rankBefore !== null).map((row) => ({ row, up: row.rankBefore! - row.rank }));
  if (moves.length === 0) return null;
  const best = Math.max(...moves.map((move) => move.up));
  if (best <= 0) return 'No one climbed the standings.';
  const movers = moves.filter((move) => move.up === best).map((move) => move.row);
  return `Biggest move: ${names(movers.map((row) => row.playerName))}, up ${best} to ${ordinal(movers[0].rank)}.`;
}

function wentHomeLine({ wentHome }: RecapFacts): string {
  if (wentHome.length === 0) return 'No elimination entered yet.';
  return `Went home: ${names(wentHome.map(({ label, heldBy }) => `${label} (${heldBy ? `${heldBy}'s pick` : 'undrafted'})`))}.`;
}

function miniGameLines({ miniGames }: RecapFacts): string[] {
  return miniGames.map(({ winners, points: won }) => `Mini-game: ${names(winners)} won (+${won}).`);
}

function predictionLine({ predictions }: RecapFacts): string | null {
  if (!predictions) return null;
  const { made, correct, pointsEach } = predictions;
  if (correct.length === 0) return `Who goes home: nobody of ${made} called it.`;
  return `Who goes home: ${correct.length} of ${made} called it (+${pointsEach} each): ${names(correct)}.`;
}

function topThreeLine({ standings }: RecapFacts): string {
  const top = standings.filter((row) => row.rank <= 3).slice(0, 3);
  return `${RECAP_TEXTS.topThree}${top.map((row) => `${ordinal(row.rank)} ${row.playerName} (${row.points})`).join(', ')}.`;
}

/** A recap's lines, in the order the league reads them (docs/league.md#recaps). */
export function recapLines(facts: RecapFacts): string[] {
  const lines = [topScorerLine(facts), biggestMoveLine(facts), wentHomeLine(facts), ...miniGameLines(facts), predictionLine(facts)];
  if (facts.standings.length) lines.push(topThreeLine(facts));
  return lines.filter((line): line is string => line !== null);
}
