// "Counting episodes 1-N — your spoiler guard": shown wherever numbers are counted under the guard.
import { cn, SPOILER_CHIP_CLASSES, SpoilerChipContent } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { EyeOff } from 'lucide-react';
import { spoilerHint, spoilerNote } from '../model/spoilerNote';

export function SpoilerNote({
  showType,
  watchedThrough,
  withHint = false,
  compact = false,
  className,
}: {
  showType: ShowType;
  watchedThrough: number | null;
  withHint?: boolean;
  /** A one-line chip, for cards under the page's own spoiler guard control. */
  compact?: boolean;
  className?: string;
}) {
  const note = spoilerNote(showType, watchedThrough);
  if (!note || watchedThrough === null) return null;
  if (compact) {
    return (
      <p role="note" className={cn(SPOILER_CHIP_CLASSES, className)}>
        <SpoilerChipContent>{note}</SpoilerChipContent>
      </p>
    );
  }
  return (
    <div
      role="note"
      className={cn('flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200', className)}
    >
      <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">{note}</p>
        {withHint && <p className="mt-0.5 text-amber-800">{spoilerHint(showType, watchedThrough)}</p>}
      </div>
    </div>
  );
}
