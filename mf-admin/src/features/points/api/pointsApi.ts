// Scoring for the admin screens (spec 01 §7, issue 8, issue 19): the point totals tables, a week's or
// episode's entries (loaded, previewed and saved as a whole by the points dialog), and the audit log
// with its corrections and removals. Reads provide 'Points', so a 'scoring' push notice
// (kit/src/push/topicTags.ts) refetches them.
import { api } from '@reality-draft/kit';
import type { CorrectPointsRequest, PeriodAnswer, PointEntry, PointsLogRow, PointTotalsTable, ReplacePeriodRequest, ShowType } from './types';

export interface PointsLogQuery {
  subjectId?: string;
  period?: number;
  limit?: number;
}

/** One week's or episode's entries of one show. */
export interface PeriodRef {
  show: ShowType;
  period: number;
}

const periodUrl = ({ show, period }: PeriodRef) => `/api/admin/points/periods/${show}/${period}`;

const entryUrl = (entryId: string) => `/api/admin/points/entries/${encodeURIComponent(entryId)}`;

export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminTeamPointTotals: build.query<PointTotalsTable, void>({ query: () => '/api/point-totals-table', providesTags: ['Points'] }),
    adminContestantPointTotals: build.query<PointTotalsTable, void>({
      query: () => '/api/contestant-point-totals-table',
      providesTags: ['Points'],
    }),
    pointsLog: build.query<PointsLogRow[], PointsLogQuery>({
      query: ({ subjectId, period, limit }) => ({ url: '/api/admin/points/log', params: { subjectId, period, limit } }),
      providesTags: ['Points'],
    }),
    periodEntries: build.query<PeriodAnswer, PeriodRef>({ query: periodUrl, providesTags: ['Points'] }),
    /** What saving the period would change (nothing is saved): a query, so the dialog's list follows the form. */
    previewPeriod: build.query<PeriodAnswer, PeriodRef & { body: ReplacePeriodRequest }>({
      query: ({ body, ...ref }) => ({ url: `${periodUrl(ref)}/preview`, method: 'POST', body: body satisfies ReplacePeriodRequest }),
      providesTags: ['Points'],
    }),
    replacePeriod: build.mutation<PeriodAnswer, PeriodRef & { body: ReplacePeriodRequest }>({
      query: ({ body, ...ref }) => ({ url: periodUrl(ref), method: 'PUT', body: body satisfies ReplacePeriodRequest }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
    correctPointEntry: build.mutation<PointEntry, { entryId: string } & CorrectPointsRequest>({
      query: ({ entryId, points, reason }) => ({
        url: entryUrl(entryId),
        method: 'PUT',
        body: { points, ...(reason ? { reason } : {}) } satisfies CorrectPointsRequest,
      }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
    removePointEntry: build.mutation<{ message: string; id: string }, { entryId: string; reason?: string }>({
      query: ({ entryId, reason }) => ({ url: entryUrl(entryId), method: 'DELETE', params: { reason: reason || undefined } }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
  }),
});
