// Every mini-game call of spec 02 §7 (and the replays beyond it). Everything carries the
// 'MiniGames' tag; the 'minigames' push topic invalidates it, and finishing or resetting also
// changes the player leaderboard ('Leaderboard').
import type {
  AvailableDraft,
  CompleteAnswer,
  CompleteMiniGameRequest,
  FinishAnswer,
  MiniGameLeaderboardEntry,
  MiniGameReplays,
  PlayerMiniGameItem,
  PlayerMiniGameView,
  RankingsAnswer,
  ResetAttemptsRequest,
  SendMiniGameRequest,
  SendSudokuRequest,
  SentMiniGame,
  StartAnswer,
  SudokuDifficulty,
  SudokuGrid,
  SudokuTestAnswer,
  SudokuValidateAnswer,
  SudokuView,
} from '@reality-draft/events';
import { api } from '../api/apiSlice';

const game = (id: string) => encodeURIComponent(id);
const changed = ['MiniGames' as const, 'Leaderboard' as const];

export const miniGamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    availableDrafts: build.query<AvailableDraft[], void>({ query: () => '/api/admin/drafts/available', providesTags: ['MiniGames', 'Drafts'] }),
    sentMiniGames: build.query<SentMiniGame[], void>({ query: () => '/api/admin/mini-games', providesTags: ['MiniGames', 'Drafts'] }),
    rankings: build.query<RankingsAnswer, string>({ query: (id) => `/api/admin/mini-games/${game(id)}/rankings`, providesTags: ['MiniGames'] }),
    testSudoku: build.query<SudokuTestAnswer, SudokuDifficulty>({ query: (difficulty) => `/api/admin/sudoku/test?difficulty=${difficulty}` }),
    playerMiniGames: build.query<PlayerMiniGameItem[], void>({ query: () => '/api/player/mini-games', providesTags: ['MiniGames', 'Drafts'] }),
    playerMiniGame: build.query<PlayerMiniGameView, string>({ query: (id) => `/api/player/mini-game/${game(id)}`, providesTags: ['MiniGames'] }),
    sudoku: build.query<SudokuView, string>({ query: (id) => `/api/sudoku/${game(id)}`, providesTags: ['MiniGames'] }),
    miniGameLeaderboard: build.query<MiniGameLeaderboardEntry[], void>({ query: () => '/api/public/mini-game-leaderboard', providesTags: ['MiniGames'] }),
    miniGameReplays: build.query<MiniGameReplays, string>({ query: (id) => `/api/mini-games/${game(id)}/replays`, providesTags: ['MiniGames'] }),

    sendMiniGame: build.mutation<{ id: string; message: string }, SendMiniGameRequest>({
      query: (body) => ({ url: '/api/admin/mini-games/send', method: 'POST', body }),
      invalidatesTags: ['MiniGames'],
    }),
    sendSudoku: build.mutation<{ id: string; message: string }, SendSudokuRequest>({
      query: (body) => ({ url: '/api/admin/sudoku', method: 'POST', body }),
      invalidatesTags: ['MiniGames'],
    }),
    finishMiniGame: build.mutation<FinishAnswer, string>({
      query: (id) => ({ url: `/api/admin/mini-games/${game(id)}/finish`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    resetAttempts: build.mutation<{ message: string; miniGamesReset: number }, ResetAttemptsRequest | void>({
      query: (body) => ({ url: '/api/admin/mini-games/reset-attempts', method: 'POST', body: body ?? {} }),
      invalidatesTags: changed,
    }),
    deleteMiniGame: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/api/admin/mini-games/${game(id)}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    startMiniGame: build.mutation<StartAnswer, { id: string; sudoku?: boolean }>({
      query: ({ id, sudoku }) => ({ url: sudoku ? `/api/sudoku/${game(id)}/start` : `/api/player/mini-games/${game(id)}/start`, method: 'POST', body: {} }),
      invalidatesTags: ['MiniGames'],
    }),
    completeMiniGame: build.mutation<CompleteAnswer, { id: string } & CompleteMiniGameRequest>({
      query: ({ id, ...body }) => ({ url: `/api/player/mini-games/${game(id)}/complete`, method: 'POST', body }),
      invalidatesTags: ['MiniGames'],
    }),
    saveSudoku: build.mutation<{ saved: boolean }, { id: string; grid: SudokuGrid }>({
      query: ({ id, grid }) => ({ url: `/api/sudoku/${game(id)}/update`, method: 'PUT', body: { gameState: { grid } } }),
    }),
    validateSudoku: build.mutation<SudokuValidateAnswer, { id: string; grid: SudokuGrid }>({
      query: ({ id, grid }) => ({ url: `/api/sudoku/${game(id)}/validate`, method: 'POST', body: { grid } }),
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
