// One show's totals: a row per team or contestant, a column per week or episode, the row's total.
// The table scrolls sideways inside its card (the name and total columns stay put); every cell is a
// button that opens its entries. It follows the latest week or episode (useFollowsLatestColumn).
import { cn } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useFollowsLatestColumn } from '../hooks/useFollowsLatestColumn';
import { periodName, periodShort } from '../model/logText';
import type { Subject, TotalsGrid } from '../model/totalsGrid';

const pts = (points: number) => `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

export function PointTotalsTable({ show, grid, onOpenCell }: { show: ShowType; grid: TotalsGrid; onOpenCell: (subject: Subject, period: number) => void }) {
  const teams = show === 'amazing_race';
  const follower = useFollowsLatestColumn(grid.periods.length);
  return (
    <div
      {...follower}
      className="relative overflow-x-auto rounded-xl border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Point totals, scrolls sideways"
    >
      <table aria-label="Point totals" className="min-w-full border-separate border-spacing-0 text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="sticky left-0 z-10 border-b border-r border-slate-200 bg-slate-50 px-3 py-2.5 text-left font-medium">
              {teams ? 'Team' : 'Contestant'}
            </th>
            {grid.periods.map((period) => (
              <th key={period} scope="col" className="whitespace-nowrap border-b border-slate-200 px-2 py-2.5 text-center font-medium">
                <abbr title={periodName(show, period)} className="no-underline">
                  {periodShort(show, period)}
                </abbr>
              </th>
            ))}
            <th scope="col" className="sticky right-0 z-10 border-b border-l border-slate-200 bg-slate-50 px-3 py-2.5 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map(({ subject, cells, total }) => (
            <tr key={subject.id} className="group">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-[9.5rem] border-b border-r border-slate-100 bg-white px-3 py-1.5 text-left font-medium text-slate-900 group-hover:bg-slate-50 sm:max-w-[16rem]"
              >
                <span className={cn('block truncate', !subject.isActive && 'text-slate-500')} title={subject.label}>
                  {subject.label}
                </span>
              </th>
              {cells.map((cell, column) => {
                const period = grid.periods[column];
                return (
                  <td key={period} className="border-b border-slate-100 p-0.5 text-center group-hover:bg-slate-50">
                    <button
                      type="button"
                      onClick={() => onOpenCell(subject, period)}
                      aria-label={`${subject.label}, ${periodName(show, period).toLowerCase()}: ${cell === null ? 'no points' : pts(cell)}`}
                      className={cn(
                        'h-8 min-w-[2.75rem] rounded-md px-2 tabular-nums transition hover:bg-brand-50 hover:text-brand-700',
                        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                        cell === null ? 'text-slate-300' : cell < 0 ? 'font-medium text-rose-700' : 'font-medium text-slate-800',
                      )}
                    >
                      {cell === null ? '·' : cell}
                    </button>
                  </td>
                );
              })}
              <td className="sticky right-0 z-10 border-b border-l border-slate-100 bg-white px-3 py-1.5 text-right font-semibold tabular-nums text-slate-900 group-hover:bg-slate-50">
                {total}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="row" className="sticky left-0 z-10 border-r border-slate-200 bg-slate-50 px-3 py-2 text-left font-medium">
              {teams ? 'Week total' : 'Episode total'}
            </th>
            {grid.periodTotals.map((sum, column) => (
              <td key={grid.periods[column]} className="px-2 py-2 text-center tabular-nums">
                {sum}
              </td>
            ))}
            <td className="sticky right-0 z-10 border-l border-slate-200 bg-slate-50 px-3 py-2 text-right font-semibold tabular-nums text-slate-700">
              {grid.periodTotals.reduce((sum, value) => sum + value, 0)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
