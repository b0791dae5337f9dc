import {
  applyJigsawMove,
  isJigsawSolved,
  isJigsawTraySlot,
  JIGSAW_COLUMNS,
  JIGSAW_PIECES,
  JIGSAW_ROWS,
  replayJigsawMoves,
  shuffledJigsaw,
  type JigsawMove,
  type JigsawPiece,
} from './jigsaw';
import { MAX_PROOF_MOVES } from './proofReplay';
import { PuzzleMoveError } from './puzzleMoveError';

/** A repeatable random in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pieces = shuffledJigsaw(seeded(1));
const solve: JigsawMove[] = pieces.map((piece) => ({ pieceId: piece.id, position: piece.correctPosition }));

describe('shuffledJigsaw', () => {
  it('puts every piece in the tray, each slot once, with its id as its correct cell', () => {
    expect(JIGSAW_COLUMNS * JIGSAW_ROWS).toBe(JIGSAW_PIECES);
    expect(pieces.map((piece) => piece.id)).toEqual([...Array(20).keys()]);
    expect(pieces.every((piece) => piece.correctPosition === piece.id && isJigsawTraySlot(piece.position))).toBe(true);
    expect(new Set(pieces.map((piece) => piece.position)).size).toBe(20);
  });

  it('follows the random it is given', () => {
    expect(shuffledJigsaw(seeded(1))).toEqual(pieces);
    expect(shuffledJigsaw(seeded(2))).not.toEqual(pieces);
    expect(shuffledJigsaw(() => 0).map((piece) => piece.position)).not.toEqual(shuffledJigsaw(() => 0.999).map((piece) => piece.position));
  });

  it('deals every order alike (Fisher-Yates): each piece lands in each slot about as often', () => {
    const random = seeded(3);
    const counts = Array.from({ length: 20 }, () => new Array<number>(20).fill(0));
    for (let i = 0; i < 4000; i++) for (const piece of shuffledJigsaw(random)) counts[piece.id][piece.position - 20]++;
    const all = counts.flat();
    expect(Math.min(...all)).toBeGreaterThan(120);
    expect(Math.max(...all)).toBeLessThan(290);
  });
});

describe('applyJigsawMove', () => {
  const inTray = pieces[0];
  const placed = applyJigsawMove(pieces, { pieceId: 0, position: 7 });

  it('moves a piece onto an empty cell or back to an empty tray slot', () => {
    expect(placed.find((piece) => piece.id === 0)!.position).toBe(7);
    expect(pieces[0].position).toBe(inTray.position);
    expect(applyJigsawMove(placed, { pieceId: 0, position: inTray.position }).find((piece) => piece.id === 0)!.position).toBe(inTray.position);
  });

  it.each<[string, JigsawPiece[], JigsawMove, string]>([
    ['an unknown piece', pieces, { pieceId: 20, position: 0 }, 'there is no piece 20'],
    ['an occupied cell', placed, { pieceId: 1, position: 7 }, 'position 7 is taken by piece 0'],
    ['an occupied tray slot', pieces, { pieceId: 1, position: pieces[2].position }, `position ${pieces[2].position} is taken by piece 2`],
    ['a position past the tray', pieces, { pieceId: 1, position: 40 }, 'position 40 is neither a board cell (0-19) nor a tray slot (20-39)'],
    ['a negative position', pieces, { pieceId: 1, position: -1 }, 'position -1 is neither a board cell (0-19) nor a tray slot (20-39)'],
    ['a fractional position', pieces, { pieceId: 1, position: 2.5 }, 'position 2.5 is neither a board cell (0-19) nor a tray slot (20-39)'],
    ['the same position', placed, { pieceId: 0, position: 7 }, 'piece 0 is already at position 7'],
  ])('refuses %s', (_kind, layout, move, message) => {
    expect(() => applyJigsawMove(layout, move)).toThrow(new PuzzleMoveError(message));
  });
});

describe('replayJigsawMoves', () => {
  it('replays a solve from the shuffle', () => {
    const replayed = replayJigsawMoves(pieces, solve);
    expect(replayed).toMatchObject({ solved: true, moveCount: 20 });
    expect(isJigsawSolved(replayed.pieces)).toBe(true);
  });

  it('reports an unfinished replay as unsolved, counting every move', () => {
    const detour: JigsawMove[] = [{ pieceId: 3, position: 0 }, { pieceId: 3, position: 3 }, ...solve.slice(5, 10)];
    expect(replayJigsawMoves(pieces, detour)).toMatchObject({ solved: false, moveCount: 7 });
    expect(isJigsawSolved(pieces)).toBe(false);
  });

  it('names the illegal move, counting from 1', () => {
    const moves = [...solve.slice(0, 3), { pieceId: 5, position: 1 }];
    expect(() => replayJigsawMoves(pieces, moves)).toThrow('Move 4: position 1 is taken by piece 1');
  });

  it('refuses moves after the solve', () => {
    expect(() => replayJigsawMoves(pieces, [...solve, { pieceId: 0, position: 20 }])).toThrow('Move 21: the puzzle is already solved');
  });

  it(`refuses a proof of more than ${MAX_PROOF_MOVES} moves`, () => {
    const dither = Array.from({ length: MAX_PROOF_MOVES + 1 }, (_, i) => ({ pieceId: 0, position: i % 2 }));
    expect(() => replayJigsawMoves(pieces, dither)).toThrow(`a solve may have at most ${MAX_PROOF_MOVES} moves, this one has ${MAX_PROOF_MOVES + 1}`);
  });

  it('is not solved while a piece is missing', () => {
    const solved = replayJigsawMoves(pieces, solve).pieces;
    expect(isJigsawSolved(solved.slice(1))).toBe(false);
  });
});
