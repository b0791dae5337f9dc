import { defaultPuzzleSource } from './defaultPuzzleSource';
import type { Randomness } from './randomness';

/** Counts the draws, so the test can tell the generator used the chance it was given. */
function countingRandomness(seed: number): Randomness & { draws: () => number } {
  let state = seed;
  let draws = 0;
  return {
    draws: () => draws,
    below(max) {
      draws += 1;
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % max;
    },
  };
}

describe('the default puzzle source', () => {
  it("draws a sudoku with the service's own chance: the same seed makes the same puzzle, another seed another", () => {
    const first = countingRandomness(3);
    const made = defaultPuzzleSource.sudoku('easy', first);
    expect(first.draws()).toBeGreaterThan(0);
    expect(defaultPuzzleSource.sudoku('easy', countingRandomness(3))).toEqual(made);
    expect(defaultPuzzleSource.sudoku('easy', countingRandomness(4)).puzzle).not.toEqual(made.puzzle);
  });
});
