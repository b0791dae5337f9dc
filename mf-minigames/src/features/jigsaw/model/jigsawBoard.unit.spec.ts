import { shuffledJigsaw, type JigsawMove } from '@reality-draft/events';
import { jigsawBoardReducer, jigsawBoardStart, piecesByPosition, positionText, type JigsawAction, type JigsawBoardState } from './jigsawBoard';

const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const start = () => jigsawBoardStart(shuffledJigsaw(seeded(42)));
const run = (actions: JigsawAction[], state: JigsawBoardState = start()) => actions.reduce(jigsawBoardReducer, state);
const solve: JigsawMove[] = Array.from({ length: 20 }, (_, id) => ({ pieceId: id, position: id }));

describe('the jigsaw board', () => {
  it('starts with every piece in the tray, idle until the first selection', () => {
    const state = start();
    expect(state.pieces.every((piece) => piece.position >= 20)).toBe(true);
    expect(state.status).toBe('idle');
    expect(run([{ type: 'select', pieceId: 3 }])).toMatchObject({ status: 'active', selectedId: 3 });
  });

  it('selecting the same piece again deselects it', () => {
    expect(
      run([
        { type: 'select', pieceId: 3 },
        { type: 'select', pieceId: 3 },
      ]).selectedId,
    ).toBeNull();
  });

  it('moves the selected piece to an empty cell and counts a move; a taken cell is refused', () => {
    const moved = run([
      { type: 'select', pieceId: 3 },
      { type: 'place', position: 7 },
    ]);
    expect(moved.pieces.find((piece) => piece.id === 3)?.position).toBe(7);
    expect(moved).toMatchObject({ moves: [{ pieceId: 3, position: 7 }], selectedId: null });
    expect(moved.announcement).toBe('Piece 4 to board row 2, column 3. 1 move.');
    const refused = run(
      [
        { type: 'select', pieceId: 4 },
        { type: 'place', position: 7 },
      ],
      moved,
    );
    expect(refused.pieces).toBe(moved.pieces);
    expect(refused.announcement).toBe('Cannot move there: position 7 is taken by piece 3.');
    expect(run([{ type: 'place', position: 8 }], moved)).toBe(moved);
  });

  it('completes once when every piece is home; drag and drop counts the same', () => {
    const solved = run(solve.map((move) => ({ type: 'drop', ...move })));
    expect(solved.status).toBe('solved');
    expect(solved.moves).toHaveLength(20);
    expect(solved.announcement).toBe('Puzzle complete in 20 moves!');
    expect(jigsawBoardReducer(solved, { type: 'select', pieceId: 1 })).toBe(solved);
  });

  it('resets to a new layout, and restores a saved log (or ignores a bad one)', () => {
    const other = shuffledJigsaw(seeded(7));
    expect(
      run([
        { type: 'select', pieceId: 1 },
        { type: 'reset', pieces: other, active: false },
      ]),
    ).toMatchObject({ pieces: other, status: 'idle', moves: [] });
    const restored = run([{ type: 'restore', moves: solve.slice(0, 2) }]);
    expect(restored.moves).toEqual(solve.slice(0, 2));
    const fresh = start();
    expect(
      jigsawBoardReducer(fresh, {
        type: 'restore',
        moves: [
          { pieceId: 0, position: 0 },
          { pieceId: 1, position: 0 },
        ],
      }),
    ).toBe(fresh);
  });

  it('names positions and lays pieces out by position', () => {
    expect(positionText(0)).toBe('board row 1, column 1');
    expect(positionText(19)).toBe('board row 4, column 5');
    expect(positionText(20)).toBe('tray slot 1');
    const slots = piecesByPosition(start().pieces);
    expect(slots.slice(0, 20).every((slot) => slot === null)).toBe(true);
    expect(slots.slice(20).every((slot) => slot !== null)).toBe(true);
  });
});
