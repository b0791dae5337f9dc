// "Auto-pick for me" (issue 28 §5), before and during the draft: while on, the player's turn is
// picked at once (their queue first, else the best available). When the server switched it on after
// two of their turns timed out, the card says so; they can switch it off.
import { Card, cn } from '@reality-draft/kit';
import { TriangleAlert, Zap } from 'lucide-react';
import { useId } from 'react';
import { AUTO_PICK_TIMEOUTS_NOTICE } from '../model/autoPick';
import { useAutoPick } from '../hooks/useAutoPick';

export const AUTO_PICK_LABEL = 'Auto-pick for me';

export function AutoPickCard({ draftId, on, byTimeouts, className }: { draftId: string; on: boolean; byTimeouts: boolean; className?: string }) {
  const { switchTo, busy } = useAutoPick(draftId);
  const labelId = useId();
  const noteId = useId();
  return (
    <Card className={cn('p-4 sm:p-5', on && 'border-amber-300 ring-1 ring-amber-200', className)}>
      <div className="flex items-start gap-3">
        <div aria-hidden className={cn('rounded-xl p-2', on ? 'bg-amber-50 text-amber-600' : 'bg-slate-100 text-slate-500')}>
          <Zap className="h-5 w-5" />
        </div>
        <div className="min-w-0 flex-1">
          <p id={labelId} className="font-semibold text-slate-900">
            {AUTO_PICK_LABEL}
          </p>
          <p id={noteId} className="mt-0.5 text-sm text-slate-600">
            {on
              ? 'On: your turn is picked at once, from your queue first, else the best available.'
              : 'Away for a while? Switch it on and your turn is picked at once, from your queue first.'}
          </p>
        </div>
        <Switch on={on} busy={busy} labelledBy={labelId} describedBy={noteId} onChange={(next) => void switchTo(next)} />
      </div>
      {on && byTimeouts && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="auto-pick-timeouts">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{AUTO_PICK_TIMEOUTS_NOTICE} Switch it off to pick your own turns again.</span>
        </p>
      )}
    </Card>
  );
}

/** An on/off switch (role switch): a 44 px tall touch target around the track. */
function Switch({
  on,
  busy,
  labelledBy,
  describedBy,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  labelledBy: string;
  describedBy: string;
  onChange: (next: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onChange(!on)}
      className="group -my-1.5 flex h-11 shrink-0 items-center rounded-full px-1 focus:outline-none disabled:opacity-60"
    >
      <span
        className={cn(
          'relative inline-flex h-7 w-12 items-center rounded-full transition-colors group-focus-visible:ring-2 group-focus-visible:ring-brand-500 group-focus-visible:ring-offset-2',
          on ? 'bg-amber-500' : 'bg-slate-400',
        )}
      >
        <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-6' : 'translate-x-1')} />
      </span>
    </button>
  );
}
