/** How the committed sliding-block level set is made (scripts/generate-sliding-levels.js). */
import type { LevelSetOptions } from './levelGenerator';

export const LEVEL_SET: Omit<LevelSetOptions, 'onClimb'> = {
  seed: 2026,
  minMovesValues: [10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30],
  perGroup: 8,
  climbSteps: 200,
  maxComponent: 50_000,
  maxClimbs: 400,
};
