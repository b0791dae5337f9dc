// A sent game's rankings (the admin's): rank, the player's name with their e-mail beneath, completion
// seconds and points, fastest first. The list scrolls at a set height; the order is stated under it.
import { RANKING_ORDER_TEXT, type RankingRow } from '@reality-draft/events';
import { cn, leaderboardPlayerName, ReadStates } from '@reality-draft/kit';

const RANK_TONES: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800 ring-amber-200',
  2: 'bg-slate-200 text-slate-700 ring-slate-300',
  3: 'bg-orange-100 text-orange-800 ring-orange-200',
};

interface RankingsListProps {
  rows: RankingRow[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** How a finish shares points out ('The top three get 3, 2 and 1 points.'), while it is to come. */
  awardRule?: string;
  /** The points are not known yet (the points to award are mistyped): '–' for each. */
  pointsUnknown?: boolean;
}

function PlayerCell({ row }: { row: RankingRow }) {
  const name = leaderboardPlayerName(row);
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium text-slate-900">{name}</span>
      {row.playerEmail && row.playerEmail !== name && <span className="block truncate text-xs text-slate-600">{row.playerEmail}</span>}
    </span>
  );
}

function RankingsBody({ rows, pointsUnknown }: { rows: RankingRow[]; pointsUnknown?: boolean }) {
  return (
    <ol aria-label="Rankings" className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
      {rows.map((row) => (
        <li key={row.playerId} className="flex items-center gap-3 px-3 py-2.5 text-sm">
          <span
            className={cn(
              'inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ring-1 ring-inset',
              RANK_TONES[row.rank] ?? 'bg-white text-slate-600 ring-slate-200',
            )}
          >
            {row.rank}
          </span>
          <PlayerCell row={row} />
          <span className="shrink-0 tabular-nums text-slate-600">{row.completionTimeSeconds}s</span>
          <span className="w-12 shrink-0 text-right font-semibold tabular-nums text-slate-900">
            {pointsUnknown ? '–' : `${row.points} ${row.points === 1 ? 'pt' : 'pts'}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function RankingsList({ rows, isLoading, error, awardRule, pointsUnknown }: RankingsListProps) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Player Rankings</h3>
      <ReadStates
        data={rows}
        isLoading={isLoading}
        error={error}
        loading="Loading rankings..."
        loadingClassName="py-6"
        failed="Could not load the rankings."
        isEmpty={(loaded) => !loaded.length}
        empty="No completed attempts found"
      >
        {(loaded) => <RankingsBody rows={loaded} pointsUnknown={pointsUnknown} />}
      </ReadStates>
      <p className="text-xs text-slate-500">
        {RANKING_ORDER_TEXT}
        {awardRule && ` ${awardRule}`}
      </p>
    </div>
  );
}
