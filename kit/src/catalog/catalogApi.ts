// The catalogue (spec 01 §7): casts per show, the admin data tools, elimination, and importing a
// real cast from a file. Shared by every remote that lists teams or contestants.
import type { CastImportRequest, CastToolResponse, Contestant, EliminateRequest, ShowType, Team } from '@reality-draft/events';
import { api } from '../api/apiSlice';

export type CastTool =
  | 'seed-teams'
  | 'seed-contestants'
  | 'clear-contestants'
  | 'force-seed-contestants'
  | 'seed-survivor-contestants'
  | 'cleanup-amazing-race'
  | 'cleanup-big-brother';

const CAST_TAGS = ['Teams', 'Contestants', 'Draft'] as const;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    teams: build.query<Team[], void>({ query: () => '/api/teams', providesTags: ['Teams'] }),
    contestants: build.query<Contestant[], void>({ query: () => '/api/contestants', providesTags: ['Contestants'] }),
    survivorContestants: build.query<Contestant[], void>({ query: () => '/api/survivor-contestants', providesTags: ['Contestants'] }),
    runCastTool: build.mutation<CastToolResponse, CastTool>({
      query: (tool) => ({ url: `/api/admin/${tool}`, method: 'POST' }),
      invalidatesTags: [...CAST_TAGS],
    }),
    importCast: build.mutation<CastToolResponse, CastImportRequest & { showType: ShowType }>({
      query: ({ showType, ...body }) => ({ url: `/api/admin/cast/${showType}/import`, method: 'POST', body }),
      invalidatesTags: [...CAST_TAGS],
    }),
    setTeamEliminated: build.mutation<Team, { id: string } & EliminateRequest>({
      query: ({ id, ...body }) => ({
        url: `/api/teams/${encodeURIComponent(id)}/eliminate`,
        method: 'PUT',
        body: body satisfies EliminateRequest,
      }),
      invalidatesTags: [...CAST_TAGS],
    }),
    setContestantEliminated: build.mutation<Contestant, { id: string } & EliminateRequest>({
      query: ({ id, ...body }) => ({
        url: `/api/contestants/${encodeURIComponent(id)}/eliminate`,
        method: 'PUT',
        body: body satisfies EliminateRequest,
      }),
      invalidatesTags: [...CAST_TAGS],
    }),
  }),
});

export const {
  useTeamsQuery,
  useContestantsQuery,
  useSurvivorContestantsQuery,
  useRunCastToolMutation,
  useImportCastMutation,
  useSetTeamEliminatedMutation,
  useSetContestantEliminatedMutation,
} = catalogApi;
