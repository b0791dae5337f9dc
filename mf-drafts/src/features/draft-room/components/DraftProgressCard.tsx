// 'Draft Progress': picks made out of participants x 3, and the round out of 3.
import { Card, CardHeader } from '@reality-draft/kit';
import { BarChart3 } from 'lucide-react';
import type { DraftProgress } from '../model/draftProgress';
import { ProgressBar } from './ProgressBar';

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
        <ProgressBar
          label="Picks made"
          value={progress.picksMade}
          max={progress.totalPicks}
          fraction={progress.fraction}
          fillClassName="bg-brand-600 transition-transform duration-500"
        />
      </div>
    </Card>
  );
}
