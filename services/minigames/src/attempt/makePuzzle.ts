import { shuffledJigsaw, type AttemptPuzzle, type GameSetup } from '@reality-draft/events';
import type { PuzzleSource } from '../puzzles/puzzleSource';
import { fractionsOf, type Randomness } from '../puzzles/randomness';

const pick = <T>(items: readonly T[], random: Randomness): T => items[random.below(items.length)];

/** What a sent game fixes for everyone: one group of sliding levels of equal minimum moves (for the sliding-block game). */
export function makeSetup(gameType: 'sliding-block' | 'jigsaw', puzzles: PuzzleSource, random: Randomness): GameSetup {
  if (gameType === 'jigsaw') return { gameType };
  const group = pick(puzzles.slidingGroups(), random);
  return { gameType, minMoves: group.minMoves, levels: [...group.levels] };
}

/** One attempt's puzzle, drawn once when it starts (the event records it). */
export function makePuzzle(setup: GameSetup, puzzles: PuzzleSource, random: Randomness): AttemptPuzzle {
  switch (setup.gameType) {
    case 'sliding-block': {
      return { gameType: 'sliding-block', level: pick(setup.levels, random) };
    }
    case 'jigsaw':
      return { gameType: 'jigsaw', pieces: shuffledJigsaw(fractionsOf(random)) };
    case 'sudoku':
      return { gameType: 'sudoku', difficulty: setup.difficulty, ...puzzles.sudoku(setup.difficulty, random) };
  }
}
