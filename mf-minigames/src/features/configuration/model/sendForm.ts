// The Send Mini-Game dialog's choices: drafts read 'Big Brother #CODE', and the request it sends
// (POST /api/admin/mini-games/send for the escape and the jigsaw, POST /api/admin/sudoku for sudoku).
import {
  SLIDING_BLOCK_WIRE_GAME_TYPE,
  type AvailableDraft,
  type CatalogueGame,
  type SendMiniGameRequest,
  type SendSudokuRequest,
  type SudokuDifficulty,
} from '@reality-draft/events';
import { draftLabel } from '@reality-draft/kit';

const STATUS_WORDS: Record<AvailableDraft['status'], string> = { pending: 'waiting', active: 'live', completed: 'complete' };

export function draftOptionLabel(draft: AvailableDraft): string {
  return `${draftLabel(draft)} (${STATUS_WORDS[draft.status] ?? draft.status})`;
}

export interface SudokuChoices {
  difficulty: SudokuDifficulty;
  title: string;
  description: string;
}

export function sendRequest(game: CatalogueGame, draftId: string, sudoku: SudokuChoices): SendMiniGameRequest | SendSudokuRequest {
  if (game.gameType === 'sudoku') {
    return { draftId, difficulty: sudoku.difficulty, title: sudoku.title.trim() || game.name, description: sudoku.description.trim() || game.description };
  }
  return { draftId, gameType: game.gameType === 'jigsaw' ? 'jigsaw' : SLIDING_BLOCK_WIRE_GAME_TYPE };
}

/** The title the success toast names. */
export function sentTitle(game: CatalogueGame, sudoku: SudokuChoices): string {
  return game.gameType === 'sudoku' ? sudoku.title.trim() || game.name : game.name;
}
