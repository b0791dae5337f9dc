/** JSON Schemas of the mini-games service's requests. */
import type { FromSchema } from '../routes/fromSchema';
import { MAX_GAME_POINTS, MIN_GAME_POINTS, SUDOKU_DIFFICULTIES } from './gameTypes';
import { SENDABLE_GAME_TYPES } from './wireNames';
import { JIGSAW_PIECES, JIGSAW_TRAY_SLOTS } from './jigsaw';
import { MAX_PROOF_MOVES, SLIDING_GRID_SIZE } from './slidingBlock';

const id = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const title = { type: 'string', minLength: 1, maxLength: 100 } as const;
const description = { type: 'string', maxLength: 500 } as const;
const difficulty = { type: 'string', enum: [...SUDOKU_DIFFICULTIES], default: 'medium' } as const;
const cell = { type: 'integer', minimum: 0, maximum: SLIDING_GRID_SIZE - 1 } as const;

const sudokuRow = { type: 'array', minItems: 9, maxItems: 9, items: { type: 'integer', minimum: 0, maximum: 9 } } as const;
export const sudokuGridSchema = { type: 'array', minItems: 9, maxItems: 9, items: sudokuRow } as const;

/** POST /api/admin/mini-games/send: the escape or the jigsaw (by type or catalogue id). */
export const sendMiniGameRequest = {
  type: 'object',
  required: ['draftId', 'gameType'],
  properties: { draftId: id, gameType: { type: 'string', enum: [...SENDABLE_GAME_TYPES] }, title, description },
} as const;
export type SendMiniGameRequest = FromSchema<typeof sendMiniGameRequest>;

/** POST /api/admin/sudoku: a picture sudoku of one difficulty for a draft. */
export const sendSudokuRequest = {
  type: 'object',
  required: ['draftId'],
  properties: { draftId: id, difficulty, title, description },
} as const;
export type SendSudokuRequest = FromSchema<typeof sendSudokuRequest>;

export const sudokuTestQuery = { type: 'object', properties: { difficulty } } as const;

const placePoints = { type: 'integer', minimum: MIN_GAME_POINTS, maximum: MAX_GAME_POINTS } as const;

/**
 * POST /api/admin/mini-games/{id}/finish: an empty body awards the spec's 3, 2 and 1; `awardPoints` sets
 * each place's points for this finish (a slower place never more: awardPointsProblem).
 */
export const finishMiniGameRequest = {
  type: 'object',
  properties: {
    awardPoints: {
      type: 'object',
      required: ['first', 'second', 'third'],
      properties: { first: placePoints, second: placePoints, third: placePoints },
    },
  },
} as const;
export type FinishMiniGameRequest = FromSchema<typeof finishMiniGameRequest>;

/** POST /api/admin/mini-games/reset-attempts: every game of the admin's, or one. */
export const resetAttemptsRequest = { type: 'object', properties: { miniGameId: id } } as const;
export type ResetAttemptsRequest = FromSchema<typeof resetAttemptsRequest>;

/**
 * One move of either puzzle ({ pieceId, row, col } slides a block, { pieceId, position } places a
 * jigsaw piece), as one schema rather than an anyOf: the request validator drops unknown fields, and
 * while trying the sliding shape it would strip a jigsaw move's position. The server tells the shapes
 * apart by the game's type.
 */
const puzzleMove = {
  type: 'object',
  required: ['pieceId'],
  properties: {
    pieceId: {
      anyOf: [
        { type: 'string', minLength: 1, maxLength: 32 },
        { type: 'integer', minimum: 0, maximum: JIGSAW_PIECES - 1 },
      ],
    },
    row: cell,
    col: cell,
    position: { type: 'integer', minimum: 0, maximum: JIGSAW_PIECES + JIGSAW_TRAY_SLOTS - 1 },
  },
} as const;

/**
 * POST /api/player/mini-games/{id}/complete: the proof of the solve (the moves, replayed by the
 * server from the layout it recorded). completionTimeSeconds is the client's claim; the server keeps
 * its own measure.
 */
export const completeMiniGameRequest = {
  type: 'object',
  properties: {
    completionTimeSeconds: { type: 'number', minimum: 0, maximum: 1e9 },
    moves: { type: 'array', maxItems: MAX_PROOF_MOVES, items: puzzleMove },
  },
} as const;
export type CompleteMiniGameRequest = FromSchema<typeof completeMiniGameRequest>;

/** PUT /api/sudoku/{id}/update: the grid as it stands (a startTime sent along is ignored: the clock is the server's). */
export const sudokuUpdateRequest = {
  type: 'object',
  required: ['gameState'],
  properties: {
    gameState: {
      type: 'object',
      required: ['grid'],
      properties: { grid: sudokuGridSchema, startTime: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'number' }] } },
    },
  },
} as const;
export type SudokuUpdateRequest = FromSchema<typeof sudokuUpdateRequest>;

/** POST /api/sudoku/{id}/validate: the full grid. */
export const sudokuValidateRequest = { type: 'object', required: ['grid'], properties: { grid: sudokuGridSchema } } as const;
export type SudokuValidateRequest = FromSchema<typeof sudokuValidateRequest>;
