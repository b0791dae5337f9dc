import { PuzzleMoveError } from './puzzleMoveError';
import {
  applySlidingMove,
  isSlidingSolved,
  MAX_PROOF_MOVES,
  replaySlidingMoves,
  slidingDifficultyFor,
  slidingLayoutProblems,
  slidingTargets,
  type SlidingMove,
  type SlidingPiece,
} from './slidingBlock';

const piece = (id: string, row: number, col: number, length: number, isHorizontal: boolean, extra: Partial<SlidingPiece> = {}): SlidingPiece => ({
  id,
  name: extra.isTarget ? 'Your Contestant' : `Piece ${id}`,
  row,
  col,
  length,
  isHorizontal,
  isTarget: false,
  color: '#123456',
  ...extra,
});

// . . . . . .
// . . . . . .
// T T . V . .   (exit on the right of this row)
// . . . V . .
// . H H H . .
// O . . . . .
const target = piece('target', 2, 0, 2, true, { isTarget: true, color: '#dc2626' });
const van = piece('van', 2, 3, 2, false);
const truck = piece('truck', 4, 1, 3, true);
const obstacle = piece('rock', 5, 0, 1, true, { isObstacle: true });
const level = { pieces: [target, van, truck, obstacle] };

function refusal(move: SlidingMove): string {
  try {
    applySlidingMove(level.pieces, move);
  } catch (error) {
    expect(error).toBeInstanceOf(PuzzleMoveError);
    return (error as PuzzleMoveError).message;
  }
  throw new Error('the move was allowed');
}

describe('slidingTargets', () => {
  it('offers every cell the piece can slide to along its axis, stopping at pieces and the edge', () => {
    expect(slidingTargets(level.pieces, 'target')).toEqual([{ row: 2, col: 1 }]);
    expect(slidingTargets(level.pieces, 'van')).toEqual([
      { row: 1, col: 3 },
      { row: 0, col: 3 },
    ]);
    expect(slidingTargets(level.pieces, 'truck')).toEqual([
      { row: 4, col: 0 },
      { row: 4, col: 2 },
      { row: 4, col: 3 },
    ]);
  });

  it('offers nothing for an obstacle or an unknown piece', () => {
    expect(slidingTargets(level.pieces, 'rock')).toEqual([]);
    expect(slidingTargets(level.pieces, 'nobody')).toEqual([]);
  });
});

describe('applySlidingMove', () => {
  it('slides a piece any distance through empty cells, leaving the given pieces as they were', () => {
    const after = applySlidingMove(level.pieces, { pieceId: 'truck', row: 4, col: 3 });
    expect(after.find((p) => p.id === 'truck')).toMatchObject({ row: 4, col: 3 });
    expect(level.pieces[2]).toMatchObject({ row: 4, col: 1 });
  });

  it.each([
    ['an unknown piece', { pieceId: 'ghost', row: 0, col: 0 }, 'there is no piece "ghost"'],
    ['the obstacle', { pieceId: 'rock', row: 5, col: 1 }, 'Piece rock (rock) is an obstacle and cannot move'],
    ['a move off the axis', { pieceId: 'target', row: 3, col: 0 }, 'Your Contestant (target) cannot move off its axis'],
    ['a diagonal move', { pieceId: 'van', row: 1, col: 2 }, 'Piece van (van) cannot move off its axis'],
    ['a move off the grid', { pieceId: 'van', row: -1, col: 3 }, 'Piece van (van) cannot leave the grid'],
    ['a move past the edge', { pieceId: 'truck', row: 4, col: 4 }, 'Piece truck (truck) cannot leave the grid'],
    ['a jump over a piece', { pieceId: 'target', row: 2, col: 4 }, 'Your Contestant (target) is blocked by Piece van (van)'],
    ['a move onto a piece', { pieceId: 'van', row: 3, col: 3 }, 'Piece van (van) is blocked by Piece truck (truck)'],
    ['a move of no distance', { pieceId: 'van', row: 2, col: 3 }, 'Piece van (van) is already there'],
    ['a cell that is not a whole number', { pieceId: 'van', row: 0.5, col: 3 }, 'Piece van (van) cannot leave the grid'],
  ])('refuses %s', (_kind, move, message) => {
    expect(refusal(move)).toBe(message);
  });
});

describe('isSlidingSolved', () => {
  it("is solved once the contestant's right end is at the exit", () => {
    expect(isSlidingSolved(level.pieces)).toBe(false);
    expect(isSlidingSolved([{ ...target, col: 4 }])).toBe(true);
    expect(isSlidingSolved([{ ...target, col: 3 }])).toBe(false);
    expect(isSlidingSolved([van])).toBe(false);
  });
});

describe('replaySlidingMoves', () => {
  const solve: SlidingMove[] = [
    { pieceId: 'van', row: 0, col: 3 },
    { pieceId: 'target', row: 2, col: 4 },
  ];

  it('replays a solve from the level', () => {
    const replayed = replaySlidingMoves(level, solve);
    expect(replayed.solved).toBe(true);
    expect(replayed.moveCount).toBe(2);
    expect(replayed.pieces.find((p) => p.isTarget)).toMatchObject({ row: 2, col: 4 });
  });

  it('reports an unfinished replay as unsolved', () => {
    expect(replaySlidingMoves(level, solve.slice(0, 1))).toMatchObject({ solved: false, moveCount: 1 });
    expect(replaySlidingMoves(level, [])).toMatchObject({ solved: false, moveCount: 0 });
  });

  it('names the illegal move, counting from 1', () => {
    const moves = [solve[0], { pieceId: 'van', row: 0, col: 2 }, solve[1]];
    expect(() => replaySlidingMoves(level, moves)).toThrow('Move 2: Piece van (van) cannot move off its axis');
    try {
      replaySlidingMoves(level, moves);
    } catch (error) {
      expect(error).toMatchObject({ name: 'PuzzleMoveError', moveIndex: 1, reason: 'Piece van (van) cannot move off its axis' });
    }
  });

  it('refuses moves after the solve', () => {
    expect(() => replaySlidingMoves(level, [...solve, { pieceId: 'truck', row: 4, col: 0 }])).toThrow('Move 3: the puzzle is already solved');
  });

  it(`refuses a proof of more than ${MAX_PROOF_MOVES} moves`, () => {
    const shuffle = Array.from({ length: MAX_PROOF_MOVES + 1 }, (_, i) => ({ pieceId: 'truck', row: 4, col: i % 2 === 0 ? 0 : 1 }));
    expect(() => replaySlidingMoves(level, shuffle)).toThrow(PuzzleMoveError);
    expect(replaySlidingMoves(level, shuffle.slice(0, MAX_PROOF_MOVES)).moveCount).toBe(MAX_PROOF_MOVES);
  });
});

describe('slidingLayoutProblems', () => {
  it('accepts a fair start', () => {
    expect(slidingLayoutProblems(level.pieces)).toEqual([]);
  });

  it('names what makes a layout unplayable', () => {
    expect(slidingLayoutProblems([target, piece('wide', 0, 5, 2, true)])).toEqual(['Piece wide (wide) is not inside the grid']);
    expect(slidingLayoutProblems([target, piece('over', 1, 1, 2, false)])).toEqual(['pieces overlap']);
    expect(slidingLayoutProblems([van])).toEqual(['there are 0 target pieces (exactly 1 expected)']);
    expect(slidingLayoutProblems([{ ...target, col: 4 }])).toEqual(['the puzzle is already solved']);
    expect(slidingLayoutProblems([{ ...target, row: 1 }])).toEqual(['Your Contestant (target) is not a horizontal 2-cell piece on the exit row']);
    expect(slidingLayoutProblems([target, piece('long', 0, 0, 4, true)])).toEqual(['Piece long (long) is 4 cells long (2 or 3 only)']);
    expect(slidingLayoutProblems([target, piece('big', 0, 0, 2, true, { isObstacle: true })])).toEqual(['Piece big (big) is an obstacle but not a 1x1 block']);
    expect(slidingLayoutProblems([target, { ...van, id: 'target' }])).toEqual(['two pieces share an id']);
  });
});

describe('slidingDifficultyFor', () => {
  it.each([
    [9, 'easy'],
    [10, 'medium'],
    [14, 'medium'],
    [15, 'hard'],
    [21, 'hard'],
    [22, 'expert'],
    [40, 'expert'],
  ])('%i moves is %s', (minMoves, difficulty) => {
    expect(slidingDifficultyFor(minMoves)).toBe(difficulty);
  });
});
