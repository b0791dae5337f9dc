// Scoring for the admin screens (docs/scoring.md#scoring-calls, issue 8, issue 19): the point totals tables, a week's or
// episode's entries (loaded, previewed and saved as a whole by the points dialog), and the audit log
// with its corrections and removals. Reads provide 'Points', so a 'scoring' push notice
// (kit/src/push/topicTags.ts) refetches them.
import { api, apiRoute, type ApiAnswer } from '@reality-draft/kit';
import type { CorrectPointsRequest, PointsPreviewRequest, ReplacePeriodRequest, ShowType } from '../model/types';

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

const periodParams = ({ show, period }: PeriodRef) => ({ showType: show, period });

export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminTeamPointTotals: build.query<ApiAnswer<'scoring', 'teamPointTotals'>, void>({
      query: () => apiRoute('scoring', 'teamPointTotals'),
      providesTags: ['Points'],
    }),
    adminContestantPointTotals: build.query<ApiAnswer<'scoring', 'contestantPointTotals'>, void>({
      query: () => apiRoute('scoring', 'contestantPointTotals'),
      providesTags: ['Points'],
    }),
    pointsLog: build.query<ApiAnswer<'scoring', 'pointsLog'>, PointsLogQuery>({
      query: ({ subjectId, period, limit }) => apiRoute('scoring', 'pointsLog', { query: { subjectId, period, limit } }),
      providesTags: ['Points'],
    }),
    periodEntries: build.query<ApiAnswer<'scoring', 'periodEntries'>, PeriodRef>({
      query: (ref) => apiRoute('scoring', 'periodEntries', { params: periodParams(ref) }),
      providesTags: ['Points'],
    }),
    /** What saving the period would change (nothing is saved): a query, so the dialog's list follows the form. */
    previewPeriod: build.query<ApiAnswer<'scoring', 'previewPeriod'>, PeriodRef & { body: ReplacePeriodRequest }>({
      query: ({ body, ...ref }) => apiRoute('scoring', 'previewPeriod', { params: periodParams(ref), body: body satisfies ReplacePeriodRequest }),
      providesTags: ['Points'],
    }),
    /** Who a correction would move in which draft's standings (nothing is saved): a query, so the list follows the form. */
    previewPoints: build.query<ApiAnswer<'scoring', 'previewPoints'>, PointsPreviewRequest>({
      query: (body) => apiRoute('scoring', 'previewPoints', { body: body satisfies PointsPreviewRequest }),
      providesTags: ['Points', 'Leaderboard'],
    }),
    replacePeriod: build.mutation<ApiAnswer<'scoring', 'replacePeriod'>, PeriodRef & { body: ReplacePeriodRequest }>({
      query: ({ body, ...ref }) => apiRoute('scoring', 'replacePeriod', { params: periodParams(ref), body: body satisfies ReplacePeriodRequest }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
    correctPointEntry: build.mutation<ApiAnswer<'scoring', 'correctEntry'>, { entryId: string } & CorrectPointsRequest>({
      query: ({ entryId, points, reason }) =>
        apiRoute('scoring', 'correctEntry', { params: { entryId }, body: { points, ...(reason ? { reason } : {}) } satisfies CorrectPointsRequest }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
    removePointEntry: build.mutation<ApiAnswer<'scoring', 'removeEntry'>, { entryId: string; reason?: string }>({
      query: ({ entryId, reason }) => apiRoute('scoring', 'removeEntry', { params: { entryId }, query: { reason: reason || undefined } }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
  }),
});
