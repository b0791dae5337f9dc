/**
 * The human floor on solve times: the least time a person needs to play a proof. A completion the
 * server measured as faster than this was played by a script, not a person, and is refused.
 */
import type { GameType } from './gameTypes';
import type { SudokuGrid } from './sudoku';
import type { WireGameType } from './wireNames';

/** The least time a person needs for one move of a proof (a slide, a piece placed, a sudoku cell filled). */
export const MIN_MS_PER_MOVE = 100;

/** What a proof asks of the player: the moves of the escape and the jigsaw; for the sudoku, the puzzle's empty cells. */
export type PlayedPuzzle = { gameType: Exclude<GameType | WireGameType, 'sudoku'> } | { gameType: 'sudoku'; puzzle: SudokuGrid };

/** How many moves a person had to make: the proof's moves, or every cell of the sudoku they had to fill. */
export function movesToPlay(puzzle: PlayedPuzzle, proofMoves: number): number {
  if (puzzle.gameType !== 'sudoku') return proofMoves;
  return puzzle.puzzle.reduce((empty, row) => empty + row.filter((digit) => digit === 0).length, 0);
}

/** The least time, in ms, a person needs to play that many moves. */
export const humanFloorMs = (moves: number, msPerMove: number = MIN_MS_PER_MOVE) => moves * msPerMove;
