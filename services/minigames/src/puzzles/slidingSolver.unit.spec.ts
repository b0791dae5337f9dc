import { applySlidingMove, isSlidingSolved, replaySlidingMoves, slidingTargets, type SlidingPiece } from '@reality-draft/events';
import { solveSliding } from './slidingSolver';

/** A layout from a picture: '.' empty, 'T' the contestant, '#' an obstacle, any other letter one piece. */
function layout(...rows: string[]): SlidingPiece[] {
  const cells = new Map<string, { row: number; col: number }[]>();
  rows.forEach((line, row) =>
    [...line.replace(/ /g, '')].forEach((mark, col) => {
      if (mark === '.') return;
      const key = mark === '#' ? `#${row},${col}` : mark;
      cells.set(key, [...(cells.get(key) ?? []), { row, col }]);
    }),
  );
  return [...cells].map(([key, [first, ...rest]]) => ({
    id: key,
    name: key,
    row: first.row,
    col: first.col,
    length: rest.length + 1,
    isHorizontal: rest.length === 0 || rest[0].row === first.row,
    isTarget: key === 'T',
    color: '#000000',
    ...(key.startsWith('#') ? { isObstacle: true } : {}),
  }));
}

/** An independent count: breadth-first over the shared rules' own moves (slidingTargets, applySlidingMove). */
function referenceMinMoves(start: SlidingPiece[]): number | null {
  const key = (pieces: SlidingPiece[]) => pieces.map((piece) => `${piece.row},${piece.col}`).join(' ');
  const seen = new Set([key(start)]);
  let frontier = [start];
  for (let depth = 0; frontier.length > 0; depth++) {
    const next: SlidingPiece[][] = [];
    for (const pieces of frontier) {
      if (isSlidingSolved(pieces)) return depth;
      for (const piece of pieces) {
        for (const cell of slidingTargets(pieces, piece.id)) {
          const moved = applySlidingMove(pieces, { pieceId: piece.id, ...cell });
          if (seen.has(key(moved))) continue;
          seen.add(key(moved));
          next.push(moved);
        }
      }
    }
    frontier = next;
  }
  return null;
}

const HAND_MADE = {
  open: layout('......', '......', 'TT....', '......', '......', '......'),
  oneBlocker: layout('......', '......', 'TT.A..', '...A..', '...BBB', '......'),
  threeDeep: layout('......', '......', 'TT.A..', '...A..', '...A..', '...CC.'),
  // The truck D cannot go up past the obstacle; both E and F must leave its column before it can go down far enough.
  tangle: layout('....#.', '....D.', 'TT..D.', '....D.', '....EE', '...FF.'),
  walledIn: layout('......', '......', 'TT...#', '......', '......', '......'),
  parkedOnExit: layout('......', '......', 'TT.AA.', '......', '......', '......'),
};

describe('solveSliding', () => {
  it('needs no move for a solved layout', () => {
    expect(solveSliding(layout('......', '......', '....TT', '......', '......', '......'))).toEqual({ minMoves: 0, moves: [] });
  });

  it('drives straight out when nothing is in the way (one move, any distance)', () => {
    expect(solveSliding(HAND_MADE.open)).toEqual({ minMoves: 1, moves: [{ pieceId: 'T', row: 2, col: 4 }] });
  });

  it.each([
    ['oneBlocker', 2],
    ['threeDeep', 3],
    ['tangle', 4],
  ] as const)('solves %s in the fewest moves (%i), as an independent search agrees', (name, expected) => {
    const solution = solveSliding(HAND_MADE[name])!;
    expect(solution.minMoves).toBe(expected);
    expect(referenceMinMoves(HAND_MADE[name])).toBe(expected);
    expect(replaySlidingMoves({ pieces: HAND_MADE[name] }, solution.moves)).toMatchObject({ solved: true, moveCount: expected });
  });

  it('answers null when the contestant can never get out', () => {
    expect(solveSliding(HAND_MADE.walledIn)).toBeNull();
    expect(solveSliding(HAND_MADE.parkedOnExit)).toBeNull();
    expect(referenceMinMoves(HAND_MADE.walledIn)).toBeNull();
  });

  it('refuses a layout without a contestant on the exit row', () => {
    expect(() => solveSliding(layout('TT....', '......', '......', '......', '......', '......'))).toThrow(
      'the target must be a horizontal piece on the exit row',
    );
  });
});
