// The configuration screen's toasts (docs/mini-games.md#admin-toasts): a failure shows the server's message, else the
// spec's fallback sentence.
import { miniGameFinished } from '@reality-draft/events';
import { errorMessage, type ToastInput } from '@reality-draft/kit';

export type AdminAction = 'generate' | 'send' | 'reset' | 'finish' | 'delete';

const FAILURES: Record<AdminAction, { title: string; fallback: string }> = {
  generate: { title: 'Failed to Generate', fallback: 'Failed to generate test puzzle' },
  send: { title: 'Failed to Send', fallback: 'Failed to send mini-game' },
  reset: { title: 'Failed to Reset', fallback: 'Failed to reset mini-game attempts' },
  finish: { title: 'Failed to Finish', fallback: 'Failed to finish mini-game' },
  delete: { title: 'Failed to Delete', fallback: 'Failed to delete mini-game' },
};

export function failureToast(action: AdminAction, error: unknown): ToastInput {
  const { title, fallback } = FAILURES[action];
  return { title, description: errorMessage(error, fallback), variant: 'destructive' };
}

export const generatedToast = (difficulty: string): ToastInput => ({
  title: 'Test Puzzle Generated!',
  description: `A ${difficulty} picture sudoku is ready to try.`,
});

export const sentToast = (title: string, draftLabel: string): ToastInput => ({ title: 'Mini-Game Sent!', description: `${title} was sent to ${draftLabel}.` });

export const RESET_TOAST: ToastInput = {
  title: 'Game Reset Successfully!',
  description: 'All players have 1 attempt again and mini-game points are removed from the leaderboard.',
};

export const finishedToast = (awarded: number): ToastInput => ({ title: 'Mini-Game Finished!', description: miniGameFinished(awarded) });

export const deletedToast = (title: string): ToastInput => ({
  title: 'Mini-Game Deleted!',
  description: `${title} was removed from every player's dashboard.`,
});

export const MISSING_GAME_TOAST: ToastInput = { title: 'Missing Information', description: 'Please select a mini-game.', variant: 'destructive' };
