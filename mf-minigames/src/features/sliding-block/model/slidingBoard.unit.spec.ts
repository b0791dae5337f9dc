import {
  replaySlidingMoves,
  slidingLayoutProblems,
  slidingTargets,
  applySlidingMove,
  isSlidingSolved,
  type SlidingMove,
  type SlidingPiece,
} from '@reality-draft/events';
import { DEMO_LEVEL } from './demoLevel';
import { selectedTargets, slidingBoardReducer, slidingBoardStart, type SlidingAction, type SlidingBoardState } from './slidingBoard';

const run = (actions: SlidingAction[], state: SlidingBoardState = slidingBoardStart(DEMO_LEVEL.pieces)) => actions.reduce(slidingBoardReducer, state);
const at = (state: SlidingBoardState, id: string) => state.pieces.find((piece) => piece.id === id)!;

/** The fewest moves from the layout (breadth-first over the shared rules). */
function fewestMoves(start: SlidingPiece[]): SlidingMove[] | null {
  const key = (pieces: SlidingPiece[]) => pieces.map((piece) => `${piece.row}${piece.col}`).join('');
  const seen = new Set([key(start)]);
  let frontier: { pieces: SlidingPiece[]; moves: SlidingMove[] }[] = [{ pieces: start, moves: [] }];
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const { pieces, moves } of frontier) {
      if (isSlidingSolved(pieces)) return moves;
      for (const piece of pieces) {
        for (const cell of slidingTargets(pieces, piece.id)) {
          const move = { pieceId: piece.id, ...cell };
          const after = applySlidingMove(pieces, move);
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

describe('the demo level', () => {
  it('is a fair layout whose fewest moves are its minMoves', () => {
    expect(slidingLayoutProblems(DEMO_LEVEL.pieces)).toEqual([]);
    const best = fewestMoves(DEMO_LEVEL.pieces)!;
    expect(best).toHaveLength(DEMO_LEVEL.minMoves);
    expect(replaySlidingMoves(DEMO_LEVEL, best).solved).toBe(true);
  });
});

describe('the sliding board', () => {
  it('starts idle and becomes active on Start or the first tap', () => {
    expect(slidingBoardStart(DEMO_LEVEL.pieces).status).toBe('idle');
    expect(run([{ type: 'start' }]).status).toBe('active');
    const tapped = run([{ type: 'select', pieceId: 'crane' }]);
    expect(tapped).toMatchObject({ status: 'active', selectedId: 'crane' });
    expect(tapped.announcement).toBe('Camera Crane selected: 1 place to slide to.');
    expect(selectedTargets(tapped)).toEqual([{ row: 2, col: 2 }]);
  });

  it('never selects the obstacle, and a second tap puts a piece down', () => {
    expect(run([{ type: 'select', pieceId: 'spotlight' }])).toMatchObject({ status: 'idle', selectedId: null });
    expect(
      run([
        { type: 'select', pieceId: 'crane' },
        { type: 'select', pieceId: 'crane' },
      ]).selectedId,
    ).toBeNull();
  });

  it('moves to a target, refuses an illegal move with the reason, and counts moves', () => {
    const moved = run([
      { type: 'select', pieceId: 'crane' },
      { type: 'move', pieceId: 'crane', to: { row: 2, col: 2 } },
    ]);
    expect(at(moved, 'crane')).toMatchObject({ row: 2, col: 2 });
    expect(moved.moves).toEqual([{ pieceId: 'crane', row: 2, col: 2 }]);
    const refused = slidingBoardReducer(moved, { type: 'move', pieceId: 'truck', to: { row: 5, col: 3 } });
    expect(refused.pieces).toBe(moved.pieces);
    expect(refused.announcement).toBe('Cannot move: Production Truck (truck) is blocked by Catering Cart (catering).');
  });

  it('merges a continued slide of one piece into one move, and takes it back when slid home', () => {
    const twice = run([
      { type: 'nudge', pieceId: 'truck', dRow: 0, dCol: 1 },
      { type: 'nudge', pieceId: 'truck', dRow: 0, dCol: 1 },
    ]);
    expect(twice.status).toBe('idle');
    // The truck is blocked at once (the catering cart stands at column 3), so nothing moved.
    expect(twice.moves).toEqual([]);
    const crane = run([
      { type: 'nudge', pieceId: 'crane', dRow: 1, dCol: 0 },
      { type: 'nudge', pieceId: 'wardrobe', dRow: 0, dCol: 1 },
      { type: 'nudge', pieceId: 'wardrobe', dRow: 0, dCol: 1 },
    ]);
    expect(crane.moves).toEqual([
      { pieceId: 'crane', row: 2, col: 2 },
      { pieceId: 'wardrobe', row: 0, col: 3 },
    ]);
    const home = run(
      [
        { type: 'nudge', pieceId: 'wardrobe', dRow: 0, dCol: -1 },
        { type: 'nudge', pieceId: 'wardrobe', dRow: 0, dCol: -1 },
      ],
      crane,
    );
    expect(home.moves).toEqual([{ pieceId: 'crane', row: 2, col: 2 }]);
    expect(run([{ type: 'nudge', pieceId: 'crane', dRow: 0, dCol: 1 }]).announcement).toBe('Camera Crane slides only up and down.');
  });

  it('ends solved with the exit reached, ignores moves after, and Reset restores the start', () => {
    const best = fewestMoves(DEMO_LEVEL.pieces)!;
    const solved = run(best.map((move) => ({ type: 'move', pieceId: move.pieceId, to: move })));
    expect(solved.status).toBe('solved');
    expect(solved.moves).toEqual(best);
    expect(solved.announcement).toBe(`Contestant escaped! Solved in ${best.length} moves.`);
    expect(slidingBoardReducer(solved, { type: 'select', pieceId: 'crane' })).toBe(solved);
    const reset = slidingBoardReducer(solved, { type: 'reset', active: false });
    expect(reset).toMatchObject({ status: 'idle', moves: [], pieces: DEMO_LEVEL.pieces });
    expect(slidingBoardReducer(solved, { type: 'reset', active: true }).status).toBe('active');
  });

  it('restores a saved move log, and ignores one that does not replay', () => {
    const best = fewestMoves(DEMO_LEVEL.pieces)!.slice(0, 3);
    const restored = run([{ type: 'restore', moves: best }], slidingBoardStart(DEMO_LEVEL.pieces, true));
    expect(restored.moves).toEqual(best);
    const start = slidingBoardStart(DEMO_LEVEL.pieces, true);
    expect(slidingBoardReducer(start, { type: 'restore', moves: [{ pieceId: 'truck', row: 5, col: 3 }] })).toBe(start);
  });
});
