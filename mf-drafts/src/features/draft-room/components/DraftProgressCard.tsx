// 'Draft Progress': picks made out of participants x 3, and the round out of 3.
import { Card, CardHeader } from '@reality-draft/kit';
import { BarChart3 } from 'lucide-react';
import type { DraftProgress } from '../model/draftProgress';

export function DraftProgressCard({ progress }: { progress: DraftProgress }) {
  return (
    <Card className="h-full">
      <CardHeader icon={<BarChart3 className="h-5 w-5" />} title="Draft Progress" />
      <div className="space-y-3 p-5 sm:p-6">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-slate-600">
            <span className="text-lg font-semibold tabular-nums text-slate-900">{progress.picksMade}</span> of {progress.totalPicks} picks
          </span>
          <span className="font-medium text-slate-700">{progress.round === null ? 'Not started' : `Round ${progress.round} of ${progress.rounds}`}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Picks made"
          aria-valuemin={0}
          aria-valuemax={progress.totalPicks}
          aria-valuenow={progress.picksMade}
          className="h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          {/* Scaled, not resized, as the turn timer's bar: the glide after a pick runs on the compositor, no layout per frame. */}
          <div
            className="h-full w-full origin-left rounded-full bg-brand-600 transition-transform duration-500"
            style={{ transform: `scaleX(${Math.round(progress.fraction * 1000) / 1000})` }}
          />
        </div>
      </div>
    </Card>
  );
}
