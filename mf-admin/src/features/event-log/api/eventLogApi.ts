// The event log for operators (issue 23): pages of GET /api/admin/events, oldest first, by cursor.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';
import type { EventLogFilter } from '../model/eventLogFilter';

/** Events per page the screen asks for. */
export const EVENT_LOG_PAGE_SIZE = 50;

export interface EventLogPageArgs extends EventLogFilter {
  /** The log position the page starts after: the filter's, or the page before's `next`. */
  after: number;
}

export const eventLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventLogPage: build.query<ApiAnswer<'gateway', 'eventLog'>, EventLogPageArgs>({
      query: ({ stream, type, after }) => apiRoute('gateway', 'eventLog', { query: { stream, type, after, limit: EVENT_LOG_PAGE_SIZE } }),
      // Only a page that reached the end of the log can grow: a notice on the push topic `log` reads it again.
      providesTags: (page) => (page?.next === null ? ['EventLog'] : []),
    }),
  }),
});
