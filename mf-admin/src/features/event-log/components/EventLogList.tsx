// The events of the view, page after page, with where the list stands: more to read, the end of the
// log as it stands, or following live (newest first, so a new event comes in at the top, and announced).
import { Badge, Button, LoadingState } from '@reality-draft/kit';
import type { EventLogEntry } from '@reality-draft/events';
import { ChevronsDown, Radio } from 'lucide-react';
import { viewText } from '../model/eventLogFilter';
import type { useEventLog } from '../hooks/useEventLog';
import { EventLogPageRows } from './EventLogPageRows';

type EventLog = ReturnType<typeof useEventLog>;

function ListEnd({ log }: { log: EventLog }) {
  if (log.readMore)
    return (
      <Button variant="outline" onClick={log.readMore} className="w-full sm:w-auto">
        <ChevronsDown className="h-4 w-4" aria-hidden />
        Load more
      </Button>
    );
  if (!log.atEnd) return null;
  return (
    <p className="text-sm text-slate-500">
      {log.following ? 'Following live: new events appear here as they are recorded.' : 'The end of the log as it stands. Follow live to see new events.'}
    </p>
  );
}

/** While following, a screen reader hears each new last event (the rows themselves are not announced). */
function LatestEvent({ event }: { event: EventLogEntry | undefined }) {
  return (
    <p aria-live="polite" className="sr-only">
      {event ? `Latest event: ${event.type} of ${event.streamId}, position ${event.position}.` : ''}
    </p>
  );
}

export function EventLogList({ log, onOpen }: { log: EventLog; onOpen: (event: EventLogEntry) => void }) {
  const { view, cursors, lastPage } = log;
  const empty = cursors.length === 1 && lastPage.data?.events.length === 0 && lastPage.data.next === null;
  const onStream = view.stream ? undefined : (streamId: string) => log.show({ stream: streamId, after: 0 });
  return (
    <section aria-labelledby="event-list-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id="event-list-heading" className="min-w-0 text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {viewText(view, log.following)}
        </h2>
        {log.following && (
          <Badge tone="success" className="gap-1.5">
            <Radio className="h-3.5 w-3.5" aria-hidden />
            Live
          </Badge>
        )}
      </div>
      {lastPage.isLoading && cursors.length === 1 ? (
        <LoadingState label="Reading the log..." className="py-10" />
      ) : empty ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">No events match. Try another stream or type, or clear the filter.</p>
      ) : (
        <ol aria-label="Events" className="divide-y divide-slate-100">
          {(log.following ? [...cursors].reverse() : cursors).map((after) => (
            <EventLogPageRows key={after} filter={view} after={after} newestFirst={log.following} onOpen={onOpen} onStream={onStream} />
          ))}
        </ol>
      )}
      <div aria-live="polite" className="flex justify-center border-t border-slate-100 px-4 py-3 text-center empty:hidden">
        <ListEnd log={log} />
      </div>
      {log.following && <LatestEvent event={lastPage.data?.events.at(-1)} />}
    </section>
  );
}
