import { DEMO_LEVEL } from './demoLevel';
import { nearestPiece, textOn } from './pieceFocus';
import { dragTarget, slidingBoardReducer, slidingBoardStart, targetCells } from './slidingBoard';

describe('keyboard focus among pieces', () => {
  it('moves to the nearest movable piece in the arrow direction, never the obstacle', () => {
    expect(nearestPiece(DEMO_LEVEL.pieces, 'contestant', 0, 1)?.id).toBe('crane');
    expect(nearestPiece(DEMO_LEVEL.pieces, 'contestant', -1, 0)?.id).toBe('wardrobe');
    expect(nearestPiece(DEMO_LEVEL.pieces, 'contestant', 1, 0)?.id).toBe('truck');
    expect(nearestPiece(DEMO_LEVEL.pieces, 'contestant', 0, -1)).toBeNull();
  });
});

describe('target cells', () => {
  it("offer one cell per legal placement: the cell the piece's front edge would reach", () => {
    const state = slidingBoardReducer(slidingBoardStart(DEMO_LEVEL.pieces), { type: 'select', pieceId: 'wardrobe' });
    expect(targetCells(state)).toEqual([
      { to: { row: 0, col: 0 }, cell: { row: 0, col: 0 } },
      { to: { row: 0, col: 2 }, cell: { row: 0, col: 4 } },
      { to: { row: 0, col: 3 }, cell: { row: 0, col: 5 } },
    ]);
  });
});

describe('drag', () => {
  it('lands on the legal placement nearest the drag, the way it was dragged', () => {
    expect(dragTarget(DEMO_LEVEL.pieces, 'wardrobe', 5)).toEqual({ row: 0, col: 3 });
    expect(dragTarget(DEMO_LEVEL.pieces, 'wardrobe', 1)).toEqual({ row: 0, col: 2 });
    expect(dragTarget(DEMO_LEVEL.pieces, 'wardrobe', -2)).toEqual({ row: 0, col: 0 });
    expect(dragTarget(DEMO_LEVEL.pieces, 'truck', 2)).toBeNull();
    expect(dragTarget(DEMO_LEVEL.pieces, 'wardrobe', 0)).toBeNull();
  });
});

describe('piece text colour', () => {
  it('picks the more readable of white and dark text', () => {
    expect(textOn('#1e293b')).toBe('text-white');
    expect(textOn('#fde047')).toBe('text-black');
    // Slate-900 on sky-600 reads 4.36:1; black reaches 5.1:1.
    expect(textOn('#0284c7')).toBe('text-black');
    expect(textOn('not a colour')).toBe('text-white');
  });
});
