// One page of the list (the events after one cursor): its own read, so pages already read stay as they are.
import { errorMessage } from '@reality-draft/kit';
import { eventLogApi } from '../api/eventLogApi';
import type { EventLogFilter } from '../api/eventLogFilter';
import { EventRow, type EventRowActions } from './EventRow';

export function EventLogPageRows({ filter, after, ...actions }: { filter: EventLogFilter; after: number } & EventRowActions) {
  const { data, error } = eventLogApi.useEventLogPageQuery({ ...filter, after });
  if (error && !data)
    return (
      <li role="alert" className="px-4 py-3 text-sm text-rose-700">
        {errorMessage(error, 'Could not read this page of the log.')}
      </li>
    );
  return (data?.events ?? []).map((event) => <EventRow key={event.position} event={event} {...actions} />);
}
