// Points over time beside a leaderboard: each player's running total by week or episode (the
// leaders and you), mini-game awards included so each line ends at the table's total, with its
// legend as a list that wraps on a phone.
import { Spinner, SectionCard } from '@reality-draft/kit';
import type { LeaderboardRow, ShowType } from '@reality-draft/events';
import { ChartLine } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { pointsChartModel } from '../model/cumulativeSeries';
import { playerName } from '../model/playerName';
import { SpoilerNote } from './SpoilerNote';

const PointsChart = lazy(() => import(/* webpackChunkName: "points-chart" */ './PointsChart'));

function ChartLoading() {
  return (
    <div role="status" className="flex h-full items-center justify-center gap-2 text-sm text-slate-500">
      <Spinner className="h-5 w-5 text-brand-600" />
      Drawing the chart...
    </div>
  );
}

export function PointsChartCard({
  showType,
  rows,
  youId,
  watchedThrough,
}: {
  showType: ShowType;
  rows: LeaderboardRow[] | undefined;
  youId: string | null;
  watchedThrough: number | null;
}) {
  const model = useMemo(() => pointsChartModel(rows ?? [], { showType, youId, watchedThrough, nameOf: playerName }), [rows, showType, youId, watchedThrough]);
  const word = model.periodWord;
  const leader = model.series[0];
  const through = model.lastPeriod ? `through ${word} ${model.lastPeriod}` : `before ${word} 1`;
  const summary = leader
    ? `Running point totals by ${word}, mini-games included, for ${model.series.length} players, ${through}; ${leader.name} leads with ${model.data.at(-1)?.[leader.key] ?? 0}.`
    : '';
  return (
    <SectionCard
      icon={<ChartLine className="h-5 w-5" />}
      title="Points over time"
      description={`Running totals, ${word} by ${word}: drafted points, correct predictions, and mini-game points in the ${word} they were awarded.`}
      className="flex min-w-0 flex-col"
      bodyClassName="flex-1 space-y-3 px-3 pt-4 sm:px-6 sm:pt-4"
    >
      <SpoilerNote showType={showType} watchedThrough={watchedThrough} compact />
      {model.data.length === 0 ? (
        <div className="flex h-40 items-center justify-center rounded-xl border border-dashed border-slate-300 px-4 text-center text-sm text-slate-500">
          The chart starts once the first {word}'s points are in.
        </div>
      ) : (
        <>
          <figure role="img" aria-label={summary} className="h-64 w-full min-w-0 overflow-hidden sm:h-72">
            <Suspense fallback={<ChartLoading />}>
              <PointsChart model={model} />
            </Suspense>
          </figure>
          <ul aria-label="Chart legend" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600">
            {model.series.map((line) => (
              <li key={line.key} className="flex min-w-0 items-center gap-1.5">
                <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: line.color }} />
                <span className={line.isYou ? 'font-semibold text-slate-900' : undefined}>{line.name}</span>
              </li>
            ))}
          </ul>
          {model.leftOut > 0 && (
            <p className="text-xs text-slate-500">
              {model.leftOut} more {model.leftOut === 1 ? 'player is' : 'players are'} on the leaderboard but not drawn, to keep the chart readable.
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}
