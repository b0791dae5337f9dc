// Scoring for the admin screens (docs/scoring.md#scoring-calls, issue 8, issue 19): the point totals tables, a week's or
// episode's entries (loaded, previewed and saved as a whole by the points dialog), and the audit log
// with its corrections and removals. Reads provide 'Points', so a 'scoring' push notice
// (kit/src/push/topicTags.ts) refetches them.
import { api, apiRoute } from '@reality-draft/kit';
import type {
  CorrectPointsRequest,
  PeriodAnswer,
  PointEntry,
  PointsLogRow,
  PointsPreviewAnswer,
  PointsPreviewRequest,
  PointTotalsTable,
  ReplacePeriodRequest,
  ShowType,
} from '../model/types';

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
    adminTeamPointTotals: build.query<PointTotalsTable, void>({ query: () => apiRoute('scoring', 'teamPointTotals'), providesTags: ['Points'] }),
    adminContestantPointTotals: build.query<PointTotalsTable, void>({
      query: () => apiRoute('scoring', 'contestantPointTotals'),
      providesTags: ['Points'],
    }),
    pointsLog: build.query<PointsLogRow[], PointsLogQuery>({
      query: ({ subjectId, period, limit }) => apiRoute('scoring', 'pointsLog', { query: { subjectId, period, limit } }),
      providesTags: ['Points'],
    }),
    periodEntries: build.query<PeriodAnswer, PeriodRef>({
      query: (ref) => apiRoute('scoring', 'periodEntries', { params: periodParams(ref) }),
      providesTags: ['Points'],
    }),
    /** What saving the period would change (nothing is saved): a query, so the dialog's list follows the form. */
    previewPeriod: build.query<PeriodAnswer, PeriodRef & { body: ReplacePeriodRequest }>({
      query: ({ body, ...ref }) => apiRoute('scoring', 'previewPeriod', { params: periodParams(ref), body: body satisfies ReplacePeriodRequest }),
      providesTags: ['Points'],
    }),
    /** Who a correction would move in which draft's standings (nothing is saved): a query, so the list follows the form. */
    previewPoints: build.query<PointsPreviewAnswer, PointsPreviewRequest>({
      query: (body) => apiRoute('scoring', 'previewPoints', { body: body satisfies PointsPreviewRequest }),
      providesTags: ['Points', 'Leaderboard'],
    }),
    replacePeriod: build.mutation<PeriodAnswer, PeriodRef & { body: ReplacePeriodRequest }>({
      query: ({ body, ...ref }) => apiRoute('scoring', 'replacePeriod', { params: periodParams(ref), body: body satisfies ReplacePeriodRequest }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
    correctPointEntry: build.mutation<PointEntry, { entryId: string } & CorrectPointsRequest>({
      query: ({ entryId, points, reason }) =>
        apiRoute('scoring', 'correctEntry', { params: { entryId }, body: { points, ...(reason ? { reason } : {}) } satisfies CorrectPointsRequest }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
    removePointEntry: build.mutation<{ message: string; id: string }, { entryId: string; reason?: string }>({
      query: ({ entryId, reason }) => apiRoute('scoring', 'removeEntry', { params: { entryId }, query: { reason: reason || undefined } }),
      invalidatesTags: ['Points', 'Leaderboard'],
    }),
  }),
});
