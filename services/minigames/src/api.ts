import { DEFAULT_SUDOKU_DIFFICULTY, miniGamesRoutes } from '@reality-draft/events';
import { routerFromTable } from '@reality-draft/kernel';
import type { Request, Router } from 'express';
import { availableDrafts, sentMiniGames, testSudoku } from './readModels/adminViews';
import { catalogueSettings, saveCatalogueSettings } from './catalogue/catalogueSettings';
import { deleteGame, finishGame, rankings, resetAttempts } from './game/manageGames';
import { sendMiniGame, sendSudoku } from './game/sendGames';
import type { MiniGamesDeps } from './minigamesDeps';
import { completeWithMoves, startAttempt } from './attempt/attempts';
import { playerMiniGame, playerMiniGames } from './readModels/playerViews';
import { saveSudoku, sudokuView, validateSudoku } from './attempt/sudoku';
import { miniGameLeaderboard } from './standings/leaderboard';
import { miniGameReplays } from './standings/replays';

const who = (req: Request) => req.principal!;
const gameId = (req: Request) => String(req.params.id);

/** The mini-games service's routes, mounted under /api, built from its route table. */
export function miniGamesRouter(deps: MiniGamesDeps): Router {
  return routerFromTable(miniGamesRoutes, {
    availableDrafts: async (req, res) => {
      res.json(await availableDrafts(deps, who(req).id));
    },
    sendMiniGame: async (req, res) => {
      res.status(201).json(await sendMiniGame(deps, who(req).id, req.body));
    },
    sendSudoku: async (req, res) => {
      res.status(201).json(await sendSudoku(deps, who(req).id, req.body));
    },
    testSudoku: (req, res) => {
      res.json(testSudoku(deps, req.query.difficulty ?? DEFAULT_SUDOKU_DIFFICULTY));
    },
    sentMiniGames: async (req, res) => {
      res.json(await sentMiniGames(deps, who(req).id));
    },
    catalogueSettings: async (req, res) => {
      res.json(await catalogueSettings(deps, who(req).id));
    },
    saveCatalogueSettings: async (req, res) => {
      res.json(await saveCatalogueSettings(deps, who(req).id, req.body));
    },
    rankings: async (req, res) => {
      res.json(await rankings(deps, gameId(req), who(req).id));
    },
    finishMiniGame: async (req, res) => {
      res.json(await finishGame(deps, gameId(req), who(req).id, req.body ?? {}));
    },
    resetAttempts: async (req, res) => {
      res.json(await resetAttempts(deps, who(req).id, req.body?.miniGameId));
    },
    deleteMiniGame: async (req, res) => {
      res.json(await deleteGame(deps, gameId(req), who(req).id));
    },
    playerMiniGames: async (req, res) => {
      res.json(await playerMiniGames(deps, who(req).id));
    },
    playerMiniGame: async (req, res) => {
      res.json(await playerMiniGame(deps, gameId(req), who(req).id));
    },
    startMiniGame: async (req, res) => {
      res.json(await startAttempt(deps, gameId(req), who(req).id));
    },
    completeMiniGame: async (req, res) => {
      res.json(await completeWithMoves(deps, gameId(req), who(req).id, req.body ?? {}));
    },
    sudokuView: async (req, res) => {
      res.json(await sudokuView(deps, gameId(req), who(req).id));
    },
    sudokuStart: async (req, res) => {
      res.json(await startAttempt(deps, gameId(req), who(req).id));
    },
    sudokuUpdate: async (req, res) => {
      res.json(await saveSudoku(deps, gameId(req), who(req).id, req.body.gameState.grid));
    },
    sudokuValidate: async (req, res) => {
      res.json(await validateSudoku(deps, gameId(req), who(req).id, req.body.grid));
    },
    miniGameLeaderboard: async (req, res) => {
      res.json(await miniGameLeaderboard(deps, who(req)));
    },
    miniGameReplays: async (req, res) => {
      res.json(await miniGameReplays(deps, gameId(req), who(req)));
    },
  });
}
