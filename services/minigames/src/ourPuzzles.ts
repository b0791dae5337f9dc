/**
 * STAND-IN until the generated sliding-block level set and the sudoku generator land in ./puzzles:
 * two two-move lots and one fixed sudoku, so the routes can be played end to end meanwhile. Replaced
 * by the real makers, not extended.
 */
import type { SlidingLevel } from '@reality-draft/events';
import type { PuzzleBox } from './puzzleBox';

const lot = (id: string, vanRow: number): SlidingLevel => ({
  id,
  name: `Practice lot ${id}`,
  difficulty: 'easy',
  minMoves: 2,
  gridSize: 6,
  pieces: [
    { id: 'target', name: 'Contestant', row: 2, col: 0, length: 2, isHorizontal: true, isTarget: true, color: '#e11d48' },
    { id: 'van', name: 'Van', row: vanRow, col: 3, length: 2, isHorizontal: false, isTarget: false, color: '#2563eb' },
  ],
});

const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const solution = () => Array.from({ length: 9 }, (_, r) => digits.map((_, c) => ((c + 3 * (r % 3) + Math.floor(r / 3)) % 9) + 1));

export const ourPuzzles: PuzzleBox = {
  slidingGroups: () => [{ minMoves: 2, levels: [lot('practice-1', 1), lot('practice-2', 2)] }],
  sudoku: () => ({ solution: solution(), puzzle: solution().map((cells, r) => cells.map((digit, c) => ((r + c) % 2 === 0 ? digit : 0))) }),
};
