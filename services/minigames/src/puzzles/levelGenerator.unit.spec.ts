import { slidingDifficultyFor, slidingLayoutProblems, type SlidingPiece } from '@reality-draft/events';
import { farthestFromSolved } from './farthestFromSolved';
import { generateSlidingLevels, mutated, randomLayout } from './levelGenerator';
import { seededRandom } from './seededRandom';
import { solveSliding } from './slidingSolver';

const options = { seed: 11, minMovesValues: [3, 5], perGroup: 2, climbSteps: 15, maxComponent: 5_000, maxClimbs: 50 };

describe('generateSlidingLevels', () => {
  const levels = generateSlidingLevels(options);

  it('fills every group with fair levels of exactly that many fewest moves', () => {
    expect(levels.map((level) => level.minMoves)).toEqual([3, 3, 5, 5]);
    for (const level of levels) {
      expect(slidingLayoutProblems(level.pieces)).toEqual([]);
      expect(solveSliding(level.pieces)!.minMoves).toBe(level.minMoves);
      expect(level.difficulty).toBe(slidingDifficultyFor(level.minMoves));
      expect(level.id).toMatch(/^escape-\d+-\d+$/);
    }
  });

  it('is repeatable from its seed', () => {
    expect(generateSlidingLevels(options)).toEqual(levels);
    expect(generateSlidingLevels({ ...options, seed: 12 })).not.toEqual(levels);
  });

  it('gives up when the climbs run out', () => {
    expect(() => generateSlidingLevels({ ...options, minMovesValues: [60], maxClimbs: 1 })).toThrow('1 climbs left groups short: 60: 0');
  });
});

describe('randomLayout and mutated', () => {
  const exitRowWall = (layout: SlidingPiece[]) => layout.some((piece) => piece.row === 2 && (piece.isHorizontal || piece.isObstacle) && !piece.isTarget);

  it('makes legal layouts that never wall the exit row off', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const layout = randomLayout(random, 10, 1);
      const changed = mutated(random, layout);
      for (const candidate of [layout, changed]) {
        expect(slidingLayoutProblems(candidate).filter((problem) => problem !== 'the puzzle is already solved')).toEqual([]);
        expect(exitRowWall(candidate)).toBe(false);
      }
    }
  });
});

describe('farthestFromSolved', () => {
  it('finds the start farthest from any solve in the layout’s component', () => {
    // Two vans in two columns that can both stand across the exit row, each free to step aside: three moves at most (each van, then the contestant).
    const piece = (id: string, row: number, col: number, isHorizontal: boolean, isTarget = false): SlidingPiece => ({
      id,
      name: id,
      row,
      col,
      length: 2,
      isHorizontal,
      isTarget,
      color: '#000000',
    });
    const farthest = farthestFromSolved([piece('T', 2, 0, true, true), piece('A', 0, 3, false), piece('B', 4, 4, false)])!;
    expect(farthest.minMoves).toBe(3);
    expect(farthest.count).toBeGreaterThan(0);
    for (let i = 0; i < farthest.count; i++) expect(solveSliding(farthest.layout(i))!.minMoves).toBe(3);
  });
});
