// Every mini-game call of docs/mini-games.md#calls (and the replays beyond it). Everything carries the
// 'MiniGames' tag; the 'minigames' push topic invalidates it, and finishing or resetting also
// changes the player leaderboard ('Leaderboard').
import type {
  CompleteMiniGameRequest,
  FinishMiniGameRequest,
  ResetAttemptsRequest,
  SendMiniGameRequest,
  SendSudokuRequest,
  SudokuDifficulty,
  SudokuGrid,
} from '@reality-draft/events';
import { apiRoute, type ApiAnswer } from '../api/apiRoute';
import { api } from '../api/apiSlice';

const changed = ['MiniGames' as const, 'Leaderboard' as const];

export const miniGamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    availableDrafts: build.query<ApiAnswer<'minigames', 'availableDrafts'>, void>({
      query: () => apiRoute('minigames', 'availableDrafts'),
      providesTags: ['MiniGames', 'Drafts'],
    }),
    sentMiniGames: build.query<ApiAnswer<'minigames', 'sentMiniGames'>, void>({
      query: () => apiRoute('minigames', 'sentMiniGames'),
      providesTags: ['MiniGames', 'Drafts'],
    }),
    rankings: build.query<ApiAnswer<'minigames', 'rankings'>, string>({
      query: (id) => apiRoute('minigames', 'rankings', { params: { id } }),
      providesTags: ['MiniGames'],
    }),
    testSudoku: build.query<ApiAnswer<'minigames', 'testSudoku'>, SudokuDifficulty>({
      query: (difficulty) => apiRoute('minigames', 'testSudoku', { query: { difficulty } }),
    }),
    playerMiniGames: build.query<ApiAnswer<'minigames', 'playerMiniGames'>, void>({
      query: () => apiRoute('minigames', 'playerMiniGames'),
      providesTags: ['MiniGames', 'Drafts'],
    }),
    playerMiniGame: build.query<ApiAnswer<'minigames', 'playerMiniGame'>, string>({
      query: (id) => apiRoute('minigames', 'playerMiniGame', { params: { id } }),
      providesTags: ['MiniGames'],
    }),
    sudoku: build.query<ApiAnswer<'minigames', 'sudokuView'>, string>({
      query: (id) => apiRoute('minigames', 'sudokuView', { params: { id } }),
      providesTags: ['MiniGames'],
    }),
    miniGameLeaderboard: build.query<ApiAnswer<'minigames', 'miniGameLeaderboard'>, void>({
      query: () => apiRoute('minigames', 'miniGameLeaderboard'),
      providesTags: ['MiniGames'],
    }),
    miniGameReplays: build.query<ApiAnswer<'minigames', 'miniGameReplays'>, string>({
      query: (id) => apiRoute('minigames', 'miniGameReplays', { params: { id } }),
      providesTags: ['MiniGames'],
    }),

    sendMiniGame: build.mutation<ApiAnswer<'minigames', 'sendMiniGame'>, SendMiniGameRequest>({
      query: (body) => apiRoute('minigames', 'sendMiniGame', { body }),
      invalidatesTags: ['MiniGames'],
    }),
    sendSudoku: build.mutation<ApiAnswer<'minigames', 'sendSudoku'>, SendSudokuRequest>({
      query: (body) => apiRoute('minigames', 'sendSudoku', { body }),
      invalidatesTags: ['MiniGames'],
    }),
    // The bare id still works (kit stays additive for remotes built before awardPoints: the 3, 2 and 1).
    finishMiniGame: build.mutation<ApiAnswer<'minigames', 'finishMiniGame'>, string | ({ id: string } & FinishMiniGameRequest)>({
      query: (arg) => {
        const { id, ...body } = typeof arg === 'string' ? { id: arg } : arg;
        return apiRoute('minigames', 'finishMiniGame', { params: { id }, body });
      },
      invalidatesTags: changed,
    }),
    resetAttempts: build.mutation<ApiAnswer<'minigames', 'resetAttempts'>, ResetAttemptsRequest | void>({
      query: (body) => apiRoute('minigames', 'resetAttempts', { body: body ?? {} }),
      invalidatesTags: changed,
    }),
    deleteMiniGame: build.mutation<ApiAnswer<'minigames', 'deleteMiniGame'>, string>({
      query: (id) => apiRoute('minigames', 'deleteMiniGame', { params: { id } }),
      invalidatesTags: changed,
    }),
    startMiniGame: build.mutation<ApiAnswer<'minigames', 'startMiniGame' | 'sudokuStart'>, { id: string; sudoku?: boolean }>({
      query: ({ id, sudoku }) =>
        sudoku ? apiRoute('minigames', 'sudokuStart', { params: { id }, body: {} }) : apiRoute('minigames', 'startMiniGame', { params: { id }, body: {} }),
      invalidatesTags: ['MiniGames'],
    }),
    completeMiniGame: build.mutation<ApiAnswer<'minigames', 'completeMiniGame'>, { id: string } & CompleteMiniGameRequest>({
      query: ({ id, ...body }) => apiRoute('minigames', 'completeMiniGame', { params: { id }, body }),
      invalidatesTags: ['MiniGames'],
    }),
    saveSudoku: build.mutation<ApiAnswer<'minigames', 'sudokuUpdate'>, { id: string; grid: SudokuGrid }>({
      query: ({ id, grid }) => apiRoute('minigames', 'sudokuUpdate', { params: { id }, body: { gameState: { grid } } }),
    }),
    validateSudoku: build.mutation<ApiAnswer<'minigames', 'sudokuValidate'>, { id: string; grid: SudokuGrid }>({
      query: ({ id, grid }) => apiRoute('minigames', 'sudokuValidate', { params: { id }, body: { grid } }),
      invalidatesTags: ['MiniGames'],
    }),
  }),
});

export const {
  useAvailableDraftsQuery,
  useSentMiniGamesQuery,
  useRankingsQuery,
  useTestSudokuQuery,
  useLazyTestSudokuQuery,
  usePlayerMiniGamesQuery,
  usePlayerMiniGameQuery,
  useSudokuQuery,
  useMiniGameLeaderboardQuery,
  useMiniGameReplaysQuery,
  useSendMiniGameMutation,
  useSendSudokuMutation,
  useFinishMiniGameMutation,
  useResetAttemptsMutation,
  useDeleteMiniGameMutation,
  useStartMiniGameMutation,
  useCompleteMiniGameMutation,
  useSaveSudokuMutation,
  useValidateSudokuMutation,
} = miniGamesApi;
