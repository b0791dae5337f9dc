/**
 * The sliding-block escape ('Contestant Escape Challenge', docs/mini-games.md#sliding-block): the rules the
 * player's screen plays by and the server replays a solve with. One move is one piece sliding any
 * distance along its axis through empty cells.
 */
import { replayProof } from './proofReplay';
import { PuzzleMoveError } from './puzzleMoveError';

export { MAX_PROOF_MOVES } from './proofReplay';

export const SLIDING_GRID_SIZE = 6;
/** The exit is on this row (0-based), at the right edge. */
export const SLIDING_EXIT_ROW = 2;

export type SlidingDifficulty = 'easy' | 'medium' | 'hard' | 'expert';

export interface SlidingPiece {
  id: string;
  name: string;
  /** The top-left cell. */
  row: number;
  col: number;
  length: number;
  isHorizontal: boolean;
  /** The contestant to get out: the one horizontal piece of length 2 on the exit row. */
  isTarget: boolean;
  color: string;
  /** A 1x1 block that never moves. */
  isObstacle?: boolean;
}

export interface SlidingLevel {
  id: string;
  name: string;
  difficulty: SlidingDifficulty;
  /** The fewest moves that solve it (a solve in this many is a 'Perfect Score'). */
  minMoves: number;
  gridSize: 6;
  pieces: SlidingPiece[];
}

/** A move: the piece's new top-left cell. */
export interface SlidingMove {
  pieceId: string;
  row: number;
  col: number;
}

export interface SlidingCell {
  row: number;
  col: number;
}

type Placement = Pick<SlidingPiece, 'row' | 'col' | 'length' | 'isHorizontal'>;

/** The band a level's fewest moves puts it in. */
export function slidingDifficultyFor(minMoves: number): SlidingDifficulty {
  if (minMoves < 10) return 'easy';
  if (minMoves < 15) return 'medium';
  if (minMoves < 22) return 'hard';
  return 'expert';
}

export function slidingCells(piece: Placement): SlidingCell[] {
  return Array.from({ length: piece.length }, (_, i) => (piece.isHorizontal ? { row: piece.row, col: piece.col + i } : { row: piece.row + i, col: piece.col }));
}

const onGrid = ({ row, col }: SlidingCell) =>
  Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < SLIDING_GRID_SIZE && col < SLIDING_GRID_SIZE;
const isInsideGrid = (piece: Placement) => slidingCells(piece).every(onGrid);
const label = (piece: SlidingPiece) => `${piece.name} (${piece.id})`;

/** The piece on each cell, row-major (null where empty). */
function occupancy(pieces: readonly SlidingPiece[]): (SlidingPiece | null)[] {
  const grid: (SlidingPiece | null)[] = new Array(SLIDING_GRID_SIZE * SLIDING_GRID_SIZE).fill(null);
  for (const piece of pieces) for (const cell of slidingCells(piece).filter(onGrid)) grid[cell.row * SLIDING_GRID_SIZE + cell.col] = piece;
  return grid;
}

const shifted = (piece: SlidingPiece, offset: number): SlidingPiece =>
  piece.isHorizontal ? { ...piece, col: piece.col + offset } : { ...piece, row: piece.row + offset };

/** Another piece on any cell the piece would cover at this placement, or null. */
function blockerAt(grid: readonly (SlidingPiece | null)[], piece: SlidingPiece, placement: SlidingPiece): SlidingPiece | null {
  for (const { row, col } of slidingCells(placement)) {
    const occupant = grid[row * SLIDING_GRID_SIZE + col];
    if (occupant && occupant.id !== piece.id) return occupant;
  }
  return null;
}

/** Every top-left cell the piece can slide to in one move (none for an obstacle or an unknown id), for the screen to offer. */
export function slidingTargets(pieces: readonly SlidingPiece[], pieceId: string): SlidingCell[] {
  const piece = pieces.find((candidate) => candidate.id === pieceId);
  if (!piece || piece.isObstacle) return [];
  const grid = occupancy(pieces);
  const targets: SlidingCell[] = [];
  for (const step of [-1, 1]) {
    for (let placement = shifted(piece, step); isInsideGrid(placement) && !blockerAt(grid, piece, placement); placement = shifted(placement, step)) {
      targets.push({ row: placement.row, col: placement.col });
    }
  }
  return targets;
}

function movingPiece(pieces: readonly SlidingPiece[], pieceId: string): SlidingPiece {
  const piece = pieces.find((candidate) => candidate.id === pieceId);
  if (!piece) throw new PuzzleMoveError(`there is no piece ${JSON.stringify(pieceId)}`);
  if (piece.isObstacle) throw new PuzzleMoveError(`${label(piece)} is an obstacle and cannot move`);
  return piece;
}

/** How far the move slides the piece along its axis (negative: left or up). */
function slideDistance(piece: SlidingPiece, move: SlidingMove): number {
  const offAxis = piece.isHorizontal ? move.row !== piece.row : move.col !== piece.col;
  if (offAxis) throw new PuzzleMoveError(`${label(piece)} cannot move off its axis`);
  const distance = piece.isHorizontal ? move.col - piece.col : move.row - piece.row;
  if (distance === 0) throw new PuzzleMoveError(`${label(piece)} is already there`);
  return distance;
}

/** The pieces after one move; a move the rules refuse throws a PuzzleMoveError saying why. */
export function applySlidingMove(pieces: readonly SlidingPiece[], move: SlidingMove): SlidingPiece[] {
  const piece = movingPiece(pieces, move.pieceId);
  const distance = slideDistance(piece, move);
  if (!isInsideGrid(shifted(piece, distance))) throw new PuzzleMoveError(`${label(piece)} cannot leave the grid`);
  const grid = occupancy(pieces);
  const step = Math.sign(distance);
  for (let offset = step; offset !== distance + step; offset += step) {
    const blocker = blockerAt(grid, piece, shifted(piece, offset));
    if (blocker) throw new PuzzleMoveError(`${label(piece)} is blocked by ${label(blocker)}`);
  }
  return pieces.map((candidate) => (candidate === piece ? shifted(piece, distance) : candidate));
}

/** Solved when the contestant's right end reaches the exit at the right edge. */
export function isSlidingSolved(pieces: readonly SlidingPiece[]): boolean {
  const target = pieces.find((piece) => piece.isTarget);
  return !!target && target.isHorizontal && target.row === SLIDING_EXIT_ROW && target.col + target.length === SLIDING_GRID_SIZE;
}

/** Replays a solve from the level's layout; an illegal move, or any move after the solve, throws a PuzzleMoveError naming it. */
export function replaySlidingMoves(
  level: Pick<SlidingLevel, 'pieces'>,
  moves: readonly SlidingMove[],
): { solved: boolean; moveCount: number; pieces: SlidingPiece[] } {
  const { solved, moveCount, state } = replayProof(level.pieces, moves, applySlidingMove, isSlidingSolved);
  return { solved, moveCount, pieces: [...state] };
}

function pieceShapeProblem(piece: SlidingPiece): string | null {
  if (!isInsideGrid(piece)) return `${label(piece)} is not inside the grid`;
  if (piece.isObstacle) return piece.length === 1 && !piece.isTarget ? null : `${label(piece)} is an obstacle but not a 1x1 block`;
  if (piece.isTarget)
    return piece.isHorizontal && piece.length === 2 && piece.row === SLIDING_EXIT_ROW
      ? null
      : `${label(piece)} is not a horizontal 2-cell piece on the exit row`;
  return piece.length === 2 || piece.length === 3 ? null : `${label(piece)} is ${piece.length} cells long (2 or 3 only)`;
}

/** What makes a layout unplayable (empty when it is a fair start): shapes, the grid, overlaps, one target, not already solved. */
export function slidingLayoutProblems(pieces: readonly SlidingPiece[]): string[] {
  const problems = pieces.map(pieceShapeProblem).filter((problem): problem is string => problem !== null);
  const ids = new Set(pieces.map((piece) => piece.id));
  if (ids.size !== pieces.length) problems.push('two pieces share an id');
  const covered = pieces.flatMap((piece) => slidingCells(piece).map(({ row, col }) => `${row},${col}`));
  if (new Set(covered).size !== covered.length) problems.push('pieces overlap');
  const targets = pieces.filter((piece) => piece.isTarget).length;
  if (targets !== 1) problems.push(`there are ${targets} target pieces (exactly 1 expected)`);
  if (isSlidingSolved(pieces)) problems.push('the puzzle is already solved');
  return problems;
}
