// A show's Game Rules dialog (docs/player-area.md#game-rules): how the draft works, the points, mini-games, the total.
import { Dialog } from '@reality-draft/kit';
import { SHOW_NAMES, type ShowType } from '@reality-draft/events';
import { gameRules } from '../model/gameRules';

export function GameRulesDialog({ showType, onClose }: { showType: ShowType; onClose: () => void }) {
  const rules = gameRules(showType);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${SHOW_NAMES[showType]}: Game Rules`}
      description={rules.summary}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <div className="space-y-5 text-sm">
        <section aria-labelledby="rules-draft">
          <h3 id="rules-draft" className="font-semibold text-slate-900">
            The draft
          </h3>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
            {rules.draft.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="rules-points">
          <h3 id="rules-points" className="font-semibold text-slate-900">
            Points
          </h3>
          <table className="mt-1 w-full">
            <caption className="sr-only">Points</caption>
            <tbody className="divide-y divide-slate-100">
              {rules.scoring.map((line) => (
                <tr key={line.label}>
                  <th scope="row" className="py-2 text-left font-normal text-slate-700">
                    {line.label}
                  </th>
                  <td className="py-2 text-right font-semibold tabular-nums text-slate-900">
                    {line.points} {line.points === 1 ? 'pt' : 'pts'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="text-slate-700">{rules.miniGames}</p>
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-slate-700">{rules.total}</p>
      </div>
    </Dialog>
  );
}
