// One page of the list (the events after one cursor): its own read, so pages already read stay as they
// are; newest first while following, a correction's events as one row, with the names the answer gives.
import { errorMessage } from '@reality-draft/kit';
import { eventLogApi } from '../api/eventLogApi';
import type { EventLogFilter } from '../model/eventLogFilter';
import { rowKey, rowsOf, type Names } from '../model/eventLogRows';
import { CorrectionRow } from './CorrectionRow';
import { EventRow, type EventRowActions } from './EventRow';

const NO_NAMES: Names = {};

export function EventLogPageRows({
  filter,
  after,
  newestFirst,
  ...actions
}: { filter: EventLogFilter; after: number; newestFirst: boolean } & EventRowActions) {
  const { data, error } = eventLogApi.useEventLogPageQuery({ ...filter, after });
  if (error && !data)
    return (
      <li role="alert" className="px-4 py-3 text-sm text-rose-700">
        {errorMessage(error, 'Could not read this page of the log.')}
      </li>
    );
  const names = data?.names ?? NO_NAMES;
  return rowsOf(data?.events ?? [], newestFirst).map((row) =>
    row.kind === 'event' ? (
      <EventRow key={rowKey(row)} event={row.event} names={names} {...actions} />
    ) : (
      <CorrectionRow key={rowKey(row)} correctionId={row.correctionId} events={row.events} names={names} {...actions} />
    ),
  );
}
