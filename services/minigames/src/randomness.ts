import { randomInt } from 'node:crypto';

/** Where a mini-game's chance comes from (a level, a shuffle); tests pass a seeded one. Results are recorded in events. */
export interface Randomness {
  /** An integer in [0, max). */
  below(max: number): number;
}

export const cryptoRandomness: Randomness = { below: (max) => randomInt(max) };
