/**
 * Small solvers for the e2e tests, written here from the puzzles' rules as the player sees them
 * (the test must not trust the app's own code to check the app): a breadth-first search over
 * sliding-block layouts (one move = one piece sliding any distance) and a backtracking sudoku solver.
 */
import type { SlidingMove, SlidingPiece as PieceOfTheApi } from '@reality-draft/events';

export type { SlidingMove };
/** A piece as the board shows it to a player: its colour does not matter to a solve. */
export type SlidingPiece = Omit<PieceOfTheApi, 'color'>;

const SIZE = 6;
const EXIT_ROW = 2;

function occupied(pieces: readonly SlidingPiece[]): Set<string> {
  const cells = new Set<string>();
  for (const piece of pieces) {
    for (let i = 0; i < piece.length; i++) cells.add(piece.isHorizontal ? `${piece.row},${piece.col + i}` : `${piece.row + i},${piece.col}`);
  }
  return cells;
}

/** Every placement the piece can slide to, with the cell its front edge reaches (the cell the player taps). */
export function slides(pieces: readonly SlidingPiece[], piece: SlidingPiece): { row: number; col: number; tap: { row: number; col: number } }[] {
  if (piece.isObstacle) return [];
  const taken = occupied(pieces);
  const out: { row: number; col: number; tap: { row: number; col: number } }[] = [];
  for (const step of [-1, 1]) {
    for (let offset = step; ; offset += step) {
      const lead = step > 0 ? piece.length - 1 + offset : offset;
      const cell = piece.isHorizontal ? { row: piece.row, col: piece.col + lead } : { row: piece.row + lead, col: piece.col };
      if (cell.row < 0 || cell.col < 0 || cell.row >= SIZE || cell.col >= SIZE || taken.has(`${cell.row},${cell.col}`)) break;
      const to = piece.isHorizontal ? { row: piece.row, col: piece.col + offset } : { row: piece.row + offset, col: piece.col };
      out.push({ ...to, tap: cell });
    }
  }
  return out;
}

export const applySlide = (pieces: readonly SlidingPiece[], move: SlidingMove) =>
  pieces.map((piece) => (piece.id === move.pieceId ? { ...piece, row: move.row, col: move.col } : piece));

const solved = (pieces: readonly SlidingPiece[]) => pieces.some((piece) => piece.isTarget && piece.row === EXIT_ROW && piece.col + piece.length === SIZE);

/** The fewest moves that get the target to the exit, or null. */
export function solveSliding(start: readonly SlidingPiece[]): SlidingMove[] | null {
  const key = (pieces: readonly SlidingPiece[]) => pieces.map((piece) => `${piece.row}${piece.col}`).join('');
  const seen = new Set([key(start)]);
  let frontier: { pieces: readonly SlidingPiece[]; moves: SlidingMove[] }[] = [{ pieces: start, moves: [] }];
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const { pieces, moves } of frontier) {
      if (solved(pieces)) return moves;
      for (const piece of pieces) {
        for (const { row, col } of slides(pieces, piece)) {
          const move = { pieceId: piece.id, row, col };
          const after = applySlide(pieces, move);
          if (seen.has(key(after))) continue;
          seen.add(key(after));
          next.push({ pieces: after, moves: [...moves, move] });
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** The solved grid of a sudoku (0 = empty), or null. */
export function solveSudoku(puzzle: readonly number[][]): number[][] | null {
  const grid = puzzle.map((row) => [...row]);
  const fits = (row: number, col: number, digit: number) => {
    for (let i = 0; i < 9; i++) {
      const [boxRow, boxCol] = [row - (row % 3) + Math.floor(i / 3), col - (col % 3) + (i % 3)];
      if (grid[row][i] === digit || grid[i][col] === digit || grid[boxRow][boxCol] === digit) return false;
    }
    return true;
  };
  const fill = (cell: number): boolean => {
    if (cell === 81) return true;
    const [row, col] = [Math.floor(cell / 9), cell % 9];
    if (grid[row][col]) return fill(cell + 1);
    for (let digit = 1; digit <= 9; digit++) {
      if (!fits(row, col, digit)) continue;
      grid[row][col] = digit;
      if (fill(cell + 1)) return true;
    }
    grid[row][col] = 0;
    return false;
  };
  return fill(0) ? grid : null;
}
