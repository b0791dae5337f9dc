// One event of the list: its type, position, stream and version (with the name of what the stream is
// about), the people and draft its data names, when, a glance at its data, and the actions: open its
// JSON, or show only its stream.
import { Badge, Button } from '@reality-draft/kit';
import type { EventLogEntry } from '@reality-draft/events';
import { Braces, Filter } from 'lucide-react';
import { dataGlance, recordedAt } from '../model/eventLogFilter';
import { dataNames, streamName, type Names } from '../model/eventLogRows';

export interface EventRowActions {
  onOpen: (event: EventLogEntry) => void;
  /** Absent while the list already shows one stream. */
  onStream?: (streamId: string) => void;
}

/** One event's facts and actions: a row of the list, or one event of a correction's row. */
export function EventSummary({ event, names, onOpen, onStream }: { event: EventLogEntry; names: Names } & EventRowActions) {
  const named = streamName(event.streamId, names);
  const mentioned = dataNames(event, names);
  return (
    <div className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge tone="brand" className="max-w-full truncate">
          {event.type}
        </Badge>
        <span className="font-mono text-xs tabular-nums text-slate-500">#{event.position}</span>
      </div>
      <div className="min-w-0 space-y-0.5">
        <p className="break-all font-mono text-xs text-slate-700">
          {event.streamId} <span className="text-slate-500">v{event.version}</span>
          {named && <span className="font-sans font-medium text-slate-900"> · {named}</span>}
        </p>
        {mentioned.length > 0 && (
          <p className="text-xs text-slate-700">
            {mentioned.map(({ label, id, name }, index) => (
              <span key={id}>
                {index > 0 && ' · '}
                {label}: <span className="font-medium text-slate-900">{name}</span>
              </span>
            ))}
          </p>
        )}
        <p className="truncate font-mono text-xs text-slate-500">{dataGlance(event)}</p>
        <p className="text-xs text-slate-500">{recordedAt(event.at)}</p>
      </div>
      <div className="mt-1 flex gap-2 sm:mt-0">
        <Button size="sm" variant="outline" onClick={() => onOpen(event)} aria-label={`Open the JSON of ${event.type} at position ${event.position}`}>
          <Braces className="h-4 w-4" aria-hidden />
          JSON
        </Button>
        {onStream && (
          <Button size="sm" variant="ghost" onClick={() => onStream(event.streamId)} aria-label={`Stream ${event.streamId} only`}>
            <Filter className="h-4 w-4" aria-hidden />
            Stream
          </Button>
        )}
      </div>
    </div>
  );
}

export function EventRow(props: { event: EventLogEntry; names: Names } & EventRowActions) {
  return (
    <li className="px-4 py-3 text-sm">
      <EventSummary {...props} />
    </li>
  );
}
