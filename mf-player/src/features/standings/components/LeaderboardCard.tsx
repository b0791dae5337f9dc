// A show's or a league's Player Leaderboard (docs/scoring.md#player-leaderboard): rank, name, picks (teams or contestants
// drafted, under one header whatever the width or guard, issue 19 §10) with how many are still in,
// prediction points (docs/league.md#predictions; on a phone a line under the name, where the column would
// not fit), points. Ties read "T2" with a note under the table; each row opens that player's point breakdown.
import { Badge, cn, EmptyNotice, ReadStates, SectionCard } from '@reality-draft/kit';
import { PREDICTION_TEXTS, stillInText, type LeaderboardRow, type ShowType } from '@reality-draft/events';
import { ChevronRight, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { itemsWord } from '../model/itemWords';
import { playerName } from '../model/playerName';
import { rankDescription, rankLabel, tieNote } from '../model/rankLabels';
import { LEADERBOARD_POLL_MS } from '../hooks/useStandings';
import { LiveBadge } from './LiveBadge';
import { SpoilerNote } from './SpoilerNote';

const RANK_TONES: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800 ring-amber-200',
  2: 'bg-slate-200 text-slate-700 ring-slate-300',
  3: 'bg-orange-100 text-orange-800 ring-orange-200',
};

export interface LeaderboardCardProps {
  title: string;
  /** Under the title; by default what the points are made of. */
  description?: string;
  showType: ShowType;
  rows: LeaderboardRow[] | undefined;
  isLoading: boolean;
  error: unknown;
  youId: string | null;
  watchedThrough: number | null;
  onOpen: (row: LeaderboardRow) => void;
  footer?: ReactNode;
}

/** A phone's 390 px leave the player's name too little beside a Predictions column: there it is a line under the name. */
const WIDE_ONLY = 'hidden sm:table-cell';

const COLUMNS = [
  { name: 'Rank', className: 'w-12 pl-1' },
  { name: 'Player' },
  { name: 'Picks', className: 'w-14 text-right sm:w-20' },
  { name: PREDICTION_TEXTS.column, className: cn(WIDE_ONLY, 'w-28 text-right') },
  { name: 'Points', className: 'w-16 pr-1 text-right sm:w-20' },
];

export function LeaderboardCard({ title, description, showType, rows, isLoading, error, youId, watchedThrough, onOpen, footer }: LeaderboardCardProps) {
  const drafted = itemsWord(showType);
  const note = rows ? tieNote(rows) : null;
  return (
    <SectionCard
      icon={<Trophy className="h-5 w-5" />}
      title={title}
      description={description ?? `Drafted ${drafted}, mini-games and predictions. Tap a player for their breakdown.`}
      action={<LiveBadge fallbackSeconds={LEADERBOARD_POLL_MS / 1000} />}
      className="flex min-w-0 flex-col"
      bodyClassName="flex-1 space-y-3 px-3 pt-4 sm:px-6 sm:pt-4"
    >
      <SpoilerNote showType={showType} watchedThrough={watchedThrough} compact />
      <ReadStates
        data={rows}
        isLoading={isLoading}
        error={error}
        loading="Loading the leaderboard..."
        loadingClassName="py-10"
        failed="Could not load the leaderboard."
        isEmpty={(loaded) => !loaded.length}
        empty={<EmptyNotice title="No Standings Yet">Players appear here once their draft starts.</EmptyNotice>}
      >
        {(loaded) => (
          <table className="w-full table-fixed text-sm" aria-label={title}>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
                {COLUMNS.map(({ name, className }) => (
                  <th key={name} scope="col" className={cn('py-2 font-medium', className)}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {loaded.map((row) => {
                const you = row.playerId === youId;
                const name = playerName(row);
                const stillIn = stillInText(row.stillIn, row.teamsDrafted);
                return (
                  <tr
                    key={row.playerId}
                    onClick={() => onOpen(row)}
                    className={cn('cursor-pointer transition hover:bg-slate-50', you && 'bg-brand-50/60 hover:bg-brand-50')}
                  >
                    <td className="py-2.5 pl-1">
                      <span
                        role="img"
                        title={rankDescription(row)}
                        aria-label={rankDescription(row)}
                        className={cn(
                          'inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1.5 text-xs font-bold ring-1 ring-inset',
                          RANK_TONES[row.rank] ?? 'bg-white text-slate-600 ring-slate-200',
                        )}
                      >
                        {rankLabel(row)}
                      </span>
                    </td>
                    <td className="min-w-0 py-2.5 pr-2">
                      {/* Named by what it shows (the player's name); what it does is its description. */}
                      <button
                        type="button"
                        title={`See ${name}'s point breakdown`}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(row);
                        }}
                        className="group flex w-full min-w-0 items-center gap-1 rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        <span className="block min-w-0 truncate font-medium text-slate-900">{name}</span>
                        <ChevronRight className="ml-auto hidden h-4 w-4 shrink-0 text-slate-300 group-hover:text-slate-500 sm:block" aria-hidden />
                      </button>
                      <span className="flex min-w-0 items-center gap-1.5">
                        {you && (
                          <Badge tone="brand" className="shrink-0 px-1.5 py-0 text-[11px]">
                            You
                          </Badge>
                        )}
                        {row.playerEmail && <span className="truncate text-xs text-slate-600">{row.playerEmail}</span>}
                      </span>
                      {stillIn && <span className={cn('block text-xs', row.stillIn < row.teamsDrafted ? 'text-rose-700' : 'text-slate-600')}>{stillIn}</span>}
                      {row.predictionPoints !== 0 && (
                        <span className="block text-xs text-slate-600 sm:hidden">
                          {PREDICTION_TEXTS.column} {row.predictionPoints}
                        </span>
                      )}
                    </td>
                    <td className="py-2.5 text-right tabular-nums text-slate-600">{row.teamsDrafted}</td>
                    <td className={cn(WIDE_ONLY, 'py-2.5 text-right tabular-nums text-slate-600')}>{row.predictionPoints}</td>
                    <td className="py-2.5 pr-1 text-right text-base font-semibold tabular-nums text-slate-900">{row.totalPoints}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ReadStates>
      {note && <p className="text-xs text-slate-500">{note}</p>}
      {footer}
    </SectionCard>
  );
}
