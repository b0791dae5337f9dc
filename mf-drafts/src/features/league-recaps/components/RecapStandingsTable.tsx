// A recap's standings, compact: rank (with its move since the period before), player, what the period
// added, and the total after it. The reader's own row is tinted.
import { PERIODS, type RecapStanding, type ShowType } from '@reality-draft/events';
import { cn } from '@reality-draft/kit';
import { periodPointsText, rankMove, rankText } from '../model/recapView';

const PERIOD_ABBREVIATIONS = { episode: 'Ep.', week: 'Wk.' } as const;

const MOVE_TONES = { up: 'text-emerald-700', down: 'text-rose-700', same: 'text-slate-600', new: 'text-slate-600' } as const;

export interface RecapStandingsTableProps {
  standings: readonly RecapStanding[];
  showType: ShowType;
  period: number;
  myId: string | null;
}

export function RecapStandingsTable({ standings, showType, period, myId }: RecapStandingsTableProps) {
  const word = PERIODS[showType].word;
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">
          Standings after {word} {period}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <th scope="col" className="w-12 py-1.5 pl-2 font-medium sm:w-16">
              Rank
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Player
            </th>
            <th scope="col" className="w-12 py-1.5 text-right font-medium sm:w-[4.5rem]">
              {/* "Episode" or "Week" where it fits, "Ep." or "Wk." on a phone. */}
              <span className="sm:hidden">{PERIOD_ABBREVIATIONS[word]}</span>
              <span className="hidden sm:inline">{word}</span>
            </th>
            <th scope="col" className="w-14 py-1.5 pr-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {standings.map((standing) => {
            const move = rankMove(standing);
            const you = standing.playerId === myId;
            return (
              <tr key={standing.playerId} className={cn(you && 'bg-brand-50/60')}>
                <td className="py-2 pl-2 tabular-nums">
                  <span className="font-semibold text-slate-900">{rankText(standing, standings)}</span>{' '}
                  <span role="img" aria-label={move.label} title={move.label} className={cn('text-xs font-medium', MOVE_TONES[move.kind])}>
                    {move.symbol}
                  </span>
                </td>
                <td className="truncate py-2 pr-2 font-medium text-slate-900">
                  {standing.playerName}
                  {you && <span className="font-normal text-slate-600"> (you)</span>}
                </td>
                <td className={cn('py-2 text-right tabular-nums', standing.periodPoints > 0 ? 'text-emerald-700' : 'text-slate-600')}>
                  {periodPointsText(standing.periodPoints)}
                </td>
                <td className="py-2 pr-2 text-right font-semibold tabular-nums text-slate-900">{standing.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
