// SELECTED, by whom and at which pick (docs/drafts.md#player-room: picked items show SELECTED and who picked them).
import type { Pick } from '@reality-draft/events';
import { Badge, cn } from '@reality-draft/kit';
import { CheckCircle2 } from 'lucide-react';

export function PickedBy({ pick, pickerName, className }: { pick: Pick; pickerName?: string; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-emerald-800', className)}>
      <Badge tone="success" className="font-bold tracking-wide">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
        SELECTED
      </Badge>
      <span className="min-w-0 truncate">
        by <span className="font-semibold">{pickerName}</span> · Pick {pick.pickNumber}
      </span>
    </div>
  );
}
