/** Test code only: the puzzle box the API tests play with (small, fixed, solved in two moves). */
import { ourPuzzles } from '../ourPuzzles';

export const fixturePuzzles = ourPuzzles;
