// The green 'Challenge Completed!' card: the server's time, the moves ('Perfect Score' in the
// level's minimum), points once the admin has awarded them, and when it was completed.
import type { PlayerMiniGameView } from '@reality-draft/events';
import { shortDateText, formatGameTime } from '@reality-draft/kit';
import { CheckCircle2, Sparkles } from 'lucide-react';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/70 px-3 py-2 ring-1 ring-emerald-200">
      <dt className="text-xs font-medium text-emerald-800">{label}</dt>
      <dd className="text-base font-semibold tabular-nums text-emerald-950 sm:text-lg">{value}</dd>
    </div>
  );
}

export function CompletedCard({ view }: { view: Pick<PlayerMiniGameView, 'gameType' | 'bestTime' | 'moves' | 'perfect' | 'score' | 'completedAt'> }) {
  return (
    <section aria-labelledby="challenge-completed" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="challenge-completed" className="text-lg font-semibold text-emerald-900">
            Challenge Completed!
          </h2>
          <p className="text-sm text-emerald-800">Your final score, timed by the server.</p>
        </div>
        {view.perfect && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            Perfect Score
          </span>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {view.bestTime !== null && <Stat label="Time" value={formatGameTime(view.bestTime)} />}
        {view.moves !== null && view.gameType !== 'sudoku' && <Stat label="Moves" value={String(view.moves)} />}
        {view.score !== null && <Stat label="Points" value={String(view.score)} />}
        {view.completedAt && <Stat label="Completed" value={shortDateText(view.completedAt)} />}
      </dl>
    </section>
  );
}
