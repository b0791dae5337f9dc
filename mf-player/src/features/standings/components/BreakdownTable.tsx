// Week by week (Amazing Race: one column per team) or episode by episode (one column per point type).
import { EmptyNotice } from '@reality-draft/kit';
import type { BreakdownTable as Model } from '../model/breakdown';

const cellText = (points: number | null) => (points === null ? '–' : String(points));

export function BreakdownTable({ model, caption }: { model: Model; caption: string }) {
  const word = model.periodWord === 'week' ? 'Week' : 'Episode';
  if (!model.rows.length) {
    return <EmptyNotice className="py-5">No points entered yet.</EmptyNotice>;
  }
  return (
    // Focusable: on a phone a season's columns scroll sideways, and a keyboard must reach them too.
    <div
      className="-mx-1 overflow-x-auto px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrolls sideways`}
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="sticky left-0 z-10 border-b border-slate-200 bg-white py-2 pr-2 text-left align-bottom font-medium">
              {word}
            </th>
            {model.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="min-w-[3rem] max-w-[9rem] border-b border-slate-200 px-1.5 py-2 text-right align-bottom font-medium leading-tight sm:px-2"
              >
                {column.label}
              </th>
            ))}
            <th scope="col" className="border-b border-slate-200 py-2 pl-2 text-right align-bottom font-semibold text-slate-700">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.period} className="tabular-nums">
              <th
                scope="row"
                className="sticky left-0 z-10 whitespace-nowrap border-b border-slate-100 bg-white py-2 pr-2 text-left font-medium text-slate-700"
              >
                {word} {row.period}
              </th>
              {model.columns.map((column) => (
                <td
                  key={column.key}
                  className={`border-b border-slate-100 px-1.5 py-2 text-right sm:px-2 ${row.cells[column.key] === null ? 'text-slate-300' : 'text-slate-700'}`}
                >
                  {cellText(row.cells[column.key])}
                </td>
              ))}
              <td className="border-b border-slate-100 py-2 pl-2 text-right font-semibold text-slate-900">{row.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="tabular-nums">
            <th scope="row" className="sticky left-0 z-10 bg-white pt-2 pr-3 text-left font-semibold text-slate-900">
              Total
            </th>
            {model.columns.map((column) => (
              <td key={column.key} className="px-2 pt-2 text-right font-medium text-slate-700">
                {model.columnTotals[column.key]}
              </td>
            ))}
            <td className="pt-2 pl-2 text-right font-bold text-slate-900">{model.total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
