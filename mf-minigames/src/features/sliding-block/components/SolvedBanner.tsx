// The solved banner: moves and time, and 'Perfect Score' in the level's fewest moves.
import { formatGameTime } from '@reality-draft/kit';
import { PartyPopper } from 'lucide-react';

export function SolvedBanner({ moves, seconds, minMoves }: { moves: number; seconds: number; minMoves: number }) {
  const perfect = moves <= minMoves;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
      <PartyPopper className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
      <div>
        <p className="font-semibold">Your contestant escaped!</p>
        <p className="text-sm text-emerald-800">
          Solved in {moves} {moves === 1 ? 'move' : 'moves'} and {formatGameTime(seconds)}.{' '}
          {perfect ? <strong className="font-semibold">Perfect Score!</strong> : `The fewest possible is ${minMoves}.`}
        </p>
      </div>
    </div>
  );
}
