// One season of the league's history: its number (a link to its league page for whoever may open it), its
// state, its name, show and the day its draft finished; its champion ("Leading so far" while it is not
// decided), else why there is none; and its standings, compact: the top three, the rest on demand.
import { SHOW_NAMES } from '@reality-draft/events';
import { Badge, cn, leaguePath, shortDateText } from '@reality-draft/kit';
import { ChevronDown, ChevronUp, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { championText, noChampionText, rankText, seasonState, type NumberedSeason } from '../model/seasonView';

/** The standings each season shows before "Show all". */
export const STANDINGS_SHOWN = 3;

function SeasonStandings({ season, myId }: { season: NumberedSeason; myId: string | null }) {
  const [all, setAll] = useState(false);
  const tableId = useId();
  const { standings } = season;
  const shown = all ? standings : standings.slice(0, STANDINGS_SHOWN);
  const hidden = standings.length - STANDINGS_SHOWN;
  return (
    <div className="space-y-1">
      <table id={tableId} className="w-full table-fixed text-sm">
        <caption className="sr-only">Season {season.number} standings</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="w-11 py-1 pl-1 font-medium">
              Rank
            </th>
            <th scope="col" className="py-1 font-medium">
              Player
            </th>
            <th scope="col" className="w-14 py-1 pr-1 text-right font-medium">
              Points
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((standing) => {
            const you = standing.playerId === myId;
            return (
              <tr key={standing.playerId} className={cn(you && 'bg-brand-50/60')}>
                <td className="py-1.5 pl-1 font-semibold tabular-nums text-slate-900">{rankText(standing, standings)}</td>
                <td className="break-words py-1.5 pr-2 text-slate-800">
                  {standing.name}
                  {you && <span className="text-slate-600"> (you)</span>}
                </td>
                <td className="py-1.5 pr-1 text-right font-semibold tabular-nums text-slate-900">{standing.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={tableId}
          onClick={() => setAll(!all)}
          className="inline-flex items-center gap-1 rounded-md px-1 py-1 text-xs font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {all ? <ChevronUp className="h-3.5 w-3.5" aria-hidden /> : <ChevronDown className="h-3.5 w-3.5" aria-hidden />}
          {all ? 'Show the top 3' : `Show all ${standings.length} players`}
        </button>
      )}
    </div>
  );
}

export function SeasonItem({
  season,
  current,
  canOpen,
  myId,
}: {
  season: NumberedSeason;
  /** The season this league page shows. */
  current: boolean;
  /** Whether its league page opens for the reader (its admin, or one of its players). */
  canOpen: boolean;
  myId: string | null;
}) {
  const titleId = useId();
  const state = seasonState(season);
  const champion = championText(season);
  const title = `Season ${season.number}`;
  return (
    <article
      aria-labelledby={titleId}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'grid gap-3 rounded-xl border p-3 sm:grid-cols-2 sm:gap-5 sm:p-4',
        current ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200 bg-white',
      )}
    >
      <div className="min-w-0 space-y-3">
        <header className="space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {canOpen && !current ? (
                <Link
                  to={leaguePath(season.draftId)}
                  className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            <Badge tone={state.tone}>{state.text}</Badge>
            {current && <span className="text-xs font-medium text-brand-700">This page</span>}
          </div>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">{season.name}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            {SHOW_NAMES[season.showType]}
          </p>
          {season.finishedAt && <p className="text-xs text-slate-500">Draft finished {shortDateText(season.finishedAt)}</p>}
        </header>
        {champion ? (
          <p
            className={cn(
              'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
              season.decided ? 'bg-amber-50 text-amber-950' : 'bg-white/70 text-slate-800 ring-1 ring-inset ring-slate-200',
            )}
          >
            <Trophy className={cn('mt-0.5 h-4 w-4 shrink-0', season.decided ? 'text-amber-600' : 'text-slate-500')} aria-hidden />
            <span>
              <span className="font-semibold">{champion.label}:</span> {champion.text}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{noChampionText(season)}</p>
        )}
      </div>
      {season.standings.length > 0 && (
        <div className="min-w-0">
          <SeasonStandings season={season} myId={myId} />
        </div>
      )}
    </article>
  );
}
