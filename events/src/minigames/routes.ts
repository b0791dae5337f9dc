/** The mini-games service's routes (docs/mini-games.md#calls). */
import { emptyRequest, idParams } from '../routes/commonSchemas';
import type { RouteTable } from '../routes/routeSpec';
import { saveCatalogueSettingsRequest } from './catalogueSettings';
import {
  completeMiniGameRequest,
  finishMiniGameRequest,
  resetAttemptsRequest,
  sendMiniGameRequest,
  sendSudokuRequest,
  sudokuTestQuery,
  sudokuUpdateRequest,
  sudokuValidateRequest,
} from './schemas';

const forGame = { params: idParams } as const;

export const miniGamesRoutes = {
  availableDrafts: { method: 'get', path: '/admin/drafts/available', access: 'admin', summary: 'The drafts the signed-in admin can send mini-games to' },
  sendMiniGame: {
    method: 'post',
    path: '/admin/mini-games/send',
    access: 'admin',
    summary: "Send the escape or the jigsaw to one of the admin's drafts",
    body: sendMiniGameRequest,
    success: 201,
  },
  sendSudoku: {
    method: 'post',
    path: '/admin/sudoku',
    access: 'admin',
    summary: 'Send a picture sudoku of one difficulty to a draft',
    body: sendSudokuRequest,
    success: 201,
  },
  testSudoku: {
    method: 'get',
    path: '/admin/sudoku/test',
    access: 'admin',
    summary: 'A test puzzle with its solution (the only place a solution leaves the server)',
    query: sudokuTestQuery,
  },
  sentMiniGames: { method: 'get', path: '/admin/mini-games', access: 'admin', summary: 'The mini-games the signed-in admin has sent' },
  catalogueSettings: {
    method: 'get',
    path: '/admin/mini-games/settings',
    access: 'admin',
    summary: "The signed-in admin's catalogue: each game's Active switch and point value",
    beyondSpec: true,
  },
  saveCatalogueSettings: {
    method: 'put',
    path: '/admin/mini-games/settings',
    access: 'admin',
    summary: "Save games' Active switches and point values (1 to 10): an inactive game cannot be sent",
    body: saveCatalogueSettingsRequest,
    beyondSpec: true,
  },
  rankings: {
    method: 'get',
    path: '/admin/mini-games/:id/rankings',
    access: 'admin',
    summary: "A sent game's rankings: fastest first, ties to fewer moves, then the earlier completion",
    ...forGame,
  },
  finishMiniGame: {
    method: 'post',
    path: '/admin/mini-games/:id/finish',
    access: 'admin',
    summary:
      'Finish a game: the three fastest get 3, 2 and 1 points, or the optional awardPoints { first, second, third } (1 to 10, a slower place never more); a second finish awards nothing',
    ...forGame,
    body: finishMiniGameRequest,
  },
  resetAttempts: {
    method: 'post',
    path: '/admin/mini-games/reset-attempts',
    access: 'admin',
    summary: "Give every player an attempt again and take the games' awards off the leaderboard (all the admin's games, or { miniGameId })",
    body: resetAttemptsRequest,
  },
  deleteMiniGame: { method: 'delete', path: '/admin/mini-games/:id', access: 'admin', summary: 'Delete a sent game (and its awards)', ...forGame },
  playerMiniGames: { method: 'get', path: '/player/mini-games', access: 'player', summary: "The games sent to the player's drafts" },
  playerMiniGame: {
    method: 'get',
    path: '/player/mini-game/:id',
    access: 'player',
    summary: "The player's view of one game (its puzzle once started)",
    ...forGame,
  },
  startMiniGame: {
    method: 'post',
    path: '/player/mini-games/:id/start',
    access: 'player',
    summary: "Start the attempt: the server's clock starts and the puzzle is revealed",
    ...forGame,
    body: emptyRequest,
  },
  completeMiniGame: {
    method: 'post',
    path: '/player/mini-games/:id/complete',
    access: 'player',
    summary: "Complete the attempt with the solve's moves; the recorded time is the server's",
    ...forGame,
    body: completeMiniGameRequest,
  },
  sudokuView: {
    method: 'get',
    path: '/sudoku/:id',
    access: 'player',
    summary: "The sudoku and the player's attempt (the puzzle only once started)",
    ...forGame,
  },
  sudokuStart: { method: 'post', path: '/sudoku/:id/start', access: 'player', summary: 'Start the sudoku attempt', ...forGame, body: emptyRequest },
  sudokuUpdate: { method: 'put', path: '/sudoku/:id/update', access: 'player', summary: 'Save the grid as it stands', ...forGame, body: sudokuUpdateRequest },
  sudokuValidate: {
    method: 'post',
    path: '/sudoku/:id/validate',
    access: 'player',
    summary: 'Check the full grid; a valid one completes the attempt on the server clock',
    ...forGame,
    body: sudokuValidateRequest,
  },
  miniGameLeaderboard: {
    method: 'get',
    path: '/public/mini-game-leaderboard',
    access: 'signedIn',
    summary: 'Best times per game, fastest first (a player: the games of their drafts; an admin: every game, read-only)',
  },
  miniGameReplays: {
    method: 'get',
    path: '/mini-games/:id/replays',
    access: 'signedIn',
    summary: "The top three's verified solves, to watch (players once their own attempt is over or the game finished)",
    ...forGame,
    beyondSpec: true,
  },
} as const satisfies RouteTable;
