// "Starts in 2 h 14 min" on a waiting draft's card (issue 28 §4), ticking on the server's clock.
import type { DraftSummary } from '@reality-draft/events';
import { startsInText, useServerNow } from '@reality-draft/kit';
import { CalendarClock } from 'lucide-react';

export function StartsIn({ draft }: { draft: Pick<DraftSummary, 'status' | 'startsAt'> }) {
  const now = useServerNow();
  if (draft.status !== 'pending' || !draft.startsAt) return null;
  return (
    <p className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-brand-700" data-testid="starts-in">
      <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {startsInText(draft.startsAt, now)}
    </p>
  );
}
