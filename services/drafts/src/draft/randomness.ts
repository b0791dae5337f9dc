import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@reality-draft/events';

/** Where a draft's chance comes from; tests pass a seeded one. Results are recorded in events. */
export interface Randomness {
  /** An integer in [0, max). */
  below(max: number): number;
}

export const cryptoRandomness: Randomness = { below: (max) => randomInt(max) };

export function shuffled<T>(items: readonly T[], random: Randomness): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

export function newJoinCode(random: Randomness): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[random.below(JOIN_CODE_ALPHABET.length)]).join('');
}
