import { randomInt } from 'node:crypto';

/** Where a mini-game's chance comes from (a level, a shuffle); tests pass a seeded one. Results are recorded in events. */
export interface Randomness {
  /** An integer in [0, max). */
  below(max: number): number;
}

export const cryptoRandomness: Randomness = { below: (max) => randomInt(max) };

/** Fractions are drawn in this many steps. */
const FRACTION_STEPS = 2 ** 31;

/** The same chance as a fraction in [0, 1), for the generators that take one (the jigsaw's shuffle, the sudoku). */
export const fractionsOf = (random: Randomness) => (): number => random.below(FRACTION_STEPS) / FRACTION_STEPS;
