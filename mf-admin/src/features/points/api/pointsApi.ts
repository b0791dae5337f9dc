// Scoring for the admin screens (spec 01 §7, issue 8): the point totals tables, entering points, and
// the audit log with its corrections and removals. Reads provide 'Points', so a 'scoring' push notice
// (kit/src/push/topicTags.ts) refetches them; the dialog's sequential save invalidates once at its end.
import { api } from '@reality-draft/kit';
import type { ContestantPointsRequest, CorrectPointsRequest, PointEntry, PointsLogRow, PointTotalsTable, TeamPointsRequest } from './types';

export interface PointsLogQuery {
  subjectId?: string;
  period?: number;
  limit?: number;
}

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
    enterTeamPoints: build.mutation<PointEntry, TeamPointsRequest>({
      query: (body) => ({ url: '/api/point-totals-table', method: 'POST', body: body satisfies TeamPointsRequest }),
    }),
    enterContestantPoints: build.mutation<PointEntry, ContestantPointsRequest>({
      query: (body) => ({ url: '/api/contestant-point-totals-table', method: 'POST', body: body satisfies ContestantPointsRequest }),
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

/** After a run of entries: one refetch of every table and leaderboard (not one per call). */
export const pointsChanged = () => api.util.invalidateTags(['Points', 'Leaderboard']);
