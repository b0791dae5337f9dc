// The catalogue (docs/drafts.md#cast): casts per show, the admin data tools, elimination, and importing a
// real cast from a file. Shared by every remote that lists teams or contestants.
import type { CastImportRequest, EliminateRequest, ShowType } from '@reality-draft/events';
import { apiRoute, type ApiRouteId, type ApiAnswer } from '../api/apiRoute';
import { api } from '../api/apiSlice';

export type CastTool =
  | 'seed-teams'
  | 'seed-contestants'
  | 'clear-contestants'
  | 'force-seed-contestants'
  | 'seed-survivor-contestants'
  | 'cleanup-amazing-race'
  | 'cleanup-big-brother';

/** Each data tool's route in the catalogue's table. */
const CAST_TOOL_ROUTES = {
  'seed-teams': 'seedTeams',
  'seed-contestants': 'seedContestants',
  'clear-contestants': 'clearContestants',
  'force-seed-contestants': 'forceSeedContestants',
  'seed-survivor-contestants': 'seedSurvivorContestants',
  'cleanup-amazing-race': 'cleanupAmazingRace',
  'cleanup-big-brother': 'cleanupBigBrother',
} as const satisfies Record<CastTool, ApiRouteId<'catalog'>>;

const CAST_TAGS = ['Teams', 'Contestants', 'Draft'] as const;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    teams: build.query<ApiAnswer<'catalog', 'listTeams'>, void>({ query: () => apiRoute('catalog', 'listTeams'), providesTags: ['Teams'] }),
    contestants: build.query<ApiAnswer<'catalog', 'listContestants'>, void>({
      query: () => apiRoute('catalog', 'listContestants'),
      providesTags: ['Contestants'],
    }),
    survivorContestants: build.query<ApiAnswer<'catalog', 'listSurvivorContestants'>, void>({
      query: () => apiRoute('catalog', 'listSurvivorContestants'),
      providesTags: ['Contestants'],
    }),
    runCastTool: build.mutation<ApiAnswer<'catalog', (typeof CAST_TOOL_ROUTES)[CastTool]>, CastTool>({
      query: (tool) => apiRoute('catalog', CAST_TOOL_ROUTES[tool]),
      invalidatesTags: [...CAST_TAGS],
    }),
    importCast: build.mutation<ApiAnswer<'catalog', 'importCast'>, CastImportRequest & { showType: ShowType }>({
      query: ({ showType, ...body }) => apiRoute('catalog', 'importCast', { params: { showType }, body }),
      invalidatesTags: [...CAST_TAGS],
    }),
    setTeamEliminated: build.mutation<ApiAnswer<'catalog', 'eliminateTeam'>, { id: string } & EliminateRequest>({
      query: ({ id, ...body }) => apiRoute('catalog', 'eliminateTeam', { params: { id }, body: body satisfies EliminateRequest }),
      invalidatesTags: [...CAST_TAGS],
    }),
    setContestantEliminated: build.mutation<ApiAnswer<'catalog', 'eliminateContestant'>, { id: string } & EliminateRequest>({
      query: ({ id, ...body }) => apiRoute('catalog', 'eliminateContestant', { params: { id }, body: body satisfies EliminateRequest }),
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
