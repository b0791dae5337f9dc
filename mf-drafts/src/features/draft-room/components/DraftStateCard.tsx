// What a player sees instead of the Current Turn card before the start and after the end.
import type { DraftDetail } from '@reality-draft/events';
import { Card } from '@reality-draft/kit';
import { Clock3, Trophy } from 'lucide-react';

export function DraftStateCard({ draft }: { draft: DraftDetail }) {
  const complete = draft.status === 'completed';
  const Icon = complete ? Trophy : Clock3;
  return (
    <Card className="flex h-full items-start gap-4 p-5 sm:p-6">
      <div aria-hidden className={complete ? 'rounded-xl bg-amber-50 p-2.5 text-amber-600' : 'rounded-xl bg-brand-50 p-2.5 text-brand-600'}>
        <Icon className="h-6 w-6" />
      </div>
      <div>
        <p className="font-semibold text-slate-900">{complete ? 'Draft Complete' : 'Waiting to Start'}</p>
        <p className="mt-1 text-sm text-slate-600">
          {complete
            ? 'Every pick is in. Follow your picks and their points from your dashboard.'
            : 'The admin starts the draft once everyone has joined; the draft order is drawn at random then. Line up your pick queue meanwhile.'}
        </p>
      </div>
    </Card>
  );
}
