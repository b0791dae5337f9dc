/** What the mini-games service says when it refuses, and its success lines, written once. */
export const MINI_GAME_MESSAGES = {
  notFound: 'Mini-game not found',
  draftNotFound: 'Draft not found',
  notYourDraft: 'You can only send mini-games to drafts you created.',
  notYourGame: 'Only the admin who sent this mini-game can manage it.',
  maxAttempts: 'You have used your 1 attempt at this mini-game.',
  alreadyCompleted: 'You have already completed this mini-game.',
  attemptRunning: 'Your attempt is already running.',
  notStarted: 'Start an attempt first: the clock starts when you do.',
  finished: 'This mini-game has finished; no more attempts.',
  notSudoku: 'This mini-game is not a sudoku.',
  proofMissing: 'Send the moves of your solve: the server checks them.',
  unsolved: 'Those moves do not solve the puzzle.',
  incorrectSolution: 'Incorrect solution',
  alreadyFinished: 'Points were already awarded for this mini-game.',
} as const;

/** A send of a game the admin switched off in the catalogue. */
export const miniGameInactive = (name: string) => `${name} is switched off: switch it on in the catalogue before sending it.`;

export const miniGameSent = (title: string, draftLabel: string) => `${title} was sent to ${draftLabel}.`;
export const miniGameFinished = (awarded: number) => `Points awarded to ${awarded} ${awarded === 1 ? 'player' : 'players'} by completion times.`;

/** '20 moves take', '1 cell takes'. */
const takes = (count: number, unit: 'move' | 'cell') => (count === 1 ? `1 ${unit} takes` : `${count} ${unit}s take`);

/** A completion faster than a person can play (see humanPace): refused, and the attempt keeps running. */
export const fasterThanAPerson = (count: number, unit: 'move' | 'cell', floorMs: number) =>
  `Faster than a person can play: ${takes(count, unit)} at least ${Math.round(floorMs / 10) / 100} s. Your attempt is still running.`;

export const puzzleCompleted = (seconds: number) => `Puzzle completed in ${seconds} seconds!`;
