import { humanFloorMs, MIN_MS_PER_MOVE, movesToPlay } from './humanPace';

describe("a person's pace", () => {
  it('counts the moves of an escape or a jigsaw proof, and the cells a sudoku left to fill', () => {
    expect(movesToPlay({ gameType: 'rush_hour' }, 14)).toBe(14);
    expect(movesToPlay({ gameType: 'jigsaw' }, 20)).toBe(20);
    const puzzle = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (r === c ? 0 : 1 + ((r + c) % 9))));
    expect(movesToPlay({ gameType: 'sudoku', puzzle }, 0)).toBe(9);
  });

  it('needs 100 ms a move', () => {
    expect(MIN_MS_PER_MOVE).toBe(100);
    expect(humanFloorMs(20)).toBe(2000);
    expect(humanFloorMs(43)).toBe(4300);
  });
});
