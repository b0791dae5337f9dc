// A correction saved from the points dialog, as one row: the events it appended (an entry removed,
// another entered, a value changed), which share its correction id, oldest first.
import { Badge } from '@reality-draft/kit';
import type { EventLogEntry } from '@reality-draft/events';
import { PencilLine } from 'lucide-react';
import { correctionSummary, type Names } from '../model/eventLogRows';
import { EventSummary, type EventRowActions } from './EventRow';

export function CorrectionRow({ correctionId, events, names, ...actions }: { correctionId: string; events: EventLogEntry[]; names: Names } & EventRowActions) {
  const title = `Points correction, ${events.length === 1 ? '1 event' : `${events.length} events`}`;
  return (
    <li aria-label={title} className="space-y-2 bg-amber-50/40 px-4 py-3 text-sm">
      <p className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge tone="warning" className="gap-1.5">
          <PencilLine className="h-3.5 w-3.5" aria-hidden />
          {title}
        </Badge>
        <span className="break-all font-mono text-xs text-slate-500">{correctionId}</span>
      </p>
      <p className="font-medium text-slate-900">{correctionSummary(events, names)}</p>
      <div className="divide-y divide-amber-100 rounded-xl border border-amber-200 bg-white">
        {events.map((event) => (
          <div key={event.position} className="px-3 py-2">
            <EventSummary event={event} names={names} {...actions} />
          </div>
        ))}
      </div>
    </li>
  );
}
