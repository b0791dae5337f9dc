import { replaySlidingMoves, SLIDING_GRID_SIZE, slidingDifficultyFor, slidingLayoutProblems } from '@reality-draft/events';
import { farthestFromSolved } from './farthestFromSolved';
import { LEVEL_SET } from './levelSetOptions';
import { TARGET_COLOR, TARGET_NAME } from './levelNames';
import { levelsByMinMoves, MIN_GROUP_SIZE, slidingLevelGroups } from './slidingLevelGroups';
import { SLIDING_LEVELS } from './slidingLevels';
import { solveSliding } from './slidingSolver';

describe('the committed sliding-block levels', () => {
  it.each(SLIDING_LEVELS.map((level) => [level.id, level] as const))('%s is a fair start graded by the solver', (_id, level) => {
    expect(slidingLayoutProblems(level.pieces)).toEqual([]);
    expect(level.gridSize).toBe(SLIDING_GRID_SIZE);
    const solution = solveSliding(level.pieces)!;
    expect(solution.minMoves).toBe(level.minMoves);
    expect(replaySlidingMoves(level, solution.moves)).toMatchObject({ solved: true, moveCount: level.minMoves });
    expect(level.minMoves).toBeGreaterThanOrEqual(10);
    expect(level.difficulty).toBe(slidingDifficultyFor(level.minMoves));
  });

  it.each(SLIDING_LEVELS.map((level) => [level.id, level] as const))('%s is the hardest start its pieces allow', (_id, level) => {
    expect(farthestFromSolved(level.pieces)!.minMoves).toBe(level.minMoves);
  });

  it('names and paints every piece, each name once a level: the contestant red and first, no other piece red', () => {
    for (const level of SLIDING_LEVELS) {
      const [target, ...others] = level.pieces;
      expect(target).toMatchObject({ id: 'target', name: TARGET_NAME, color: TARGET_COLOR, isTarget: true });
      expect(level.pieces.every((piece) => /^#[0-9a-f]{6}$/.test(piece.color) && piece.name.length > 0)).toBe(true);
      expect(new Set(others.filter((piece) => !piece.isObstacle).map((piece) => piece.color)).has(TARGET_COLOR)).toBe(false);
      expect(new Set(level.pieces.map((piece) => piece.name)).size).toBe(level.pieces.length);
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(SLIDING_LEVELS.map((level) => level.id)).size).toBe(SLIDING_LEVELS.length);
    expect(new Set(SLIDING_LEVELS.map((level) => level.name)).size).toBe(SLIDING_LEVELS.length);
  });

  it(`offers every planned minMoves value as a group of at least ${MIN_GROUP_SIZE} levels`, () => {
    const groups = slidingLevelGroups();
    expect(groups.map((group) => group.minMoves)).toEqual(LEVEL_SET.minMovesValues);
    for (const group of groups) {
      expect(group.levels.length).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
      expect(group.levels.every((level) => level.minMoves === group.minMoves)).toBe(true);
    }
    expect(SLIDING_LEVELS.length).toBeGreaterThanOrEqual(60);
    expect([...levelsByMinMoves().values()].flat()).toHaveLength(SLIDING_LEVELS.length);
  });
});

describe('slidingLevelGroups', () => {
  it('leaves out a minMoves value with too few levels to share', () => {
    const [first, second] = SLIDING_LEVELS;
    const lone = { ...second, id: 'lone', minMoves: 99 };
    expect(slidingLevelGroups([first, lone])).toEqual([]);
    expect(levelsByMinMoves([lone, first])).toEqual(
      new Map([
        [first.minMoves, [first]],
        [99, [lone]],
      ]),
    );
  });
});
