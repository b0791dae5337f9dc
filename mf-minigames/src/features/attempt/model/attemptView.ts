// What the player's mini-game screen derives from GET /api/player/mini-game/{id} (docs/mini-games.md#player-screen, docs/mini-games.md#attempts):
// the source line, the status badge, whether 'Start New Attempt' shows, and whether the board plays.
import { MAX_ATTEMPTS, SHOW_NAMES, type PlayerMiniGameView } from '@reality-draft/events';
import type { BadgeTone } from '@reality-draft/kit';

export type AttemptView = Pick<
  PlayerMiniGameView,
  'gameType' | 'draft' | 'attemptCount' | 'maxAttempts' | 'maxAttemptsReached' | 'hasActiveAttempt' | 'completed' | 'finished' | 'bestTime' | 'attempt'
>;

export function sourceLine(view: Pick<AttemptView, 'draft'>): string {
  return `From: ${SHOW_NAMES[view.draft.showType] ?? 'Reality Draft'} Game #${view.draft.joinCode}`;
}

export function attemptsBadge(view: Pick<AttemptView, 'attemptCount' | 'maxAttempts'>): string {
  return `Attempts: ${view.attemptCount}/${view.maxAttempts || MAX_ATTEMPTS}`;
}

/** One of Completed / Finished (closed by the admin before you completed it: never 'In Progress') / Max Attempts Reached / In Progress. */
export function attemptStatus(view: Pick<AttemptView, 'completed' | 'finished' | 'hasActiveAttempt' | 'maxAttemptsReached'>): {
  label: string;
  tone: BadgeTone;
} {
  if (view.completed) return { label: 'Completed', tone: 'success' };
  if (view.finished) return { label: 'Finished', tone: 'neutral' };
  if (!view.hasActiveAttempt && view.maxAttemptsReached) return { label: 'Max Attempts Reached', tone: 'danger' };
  return { label: 'In Progress', tone: 'warning' };
}

/** 'Start New Attempt' is hidden once the attempts are used (or the game is done); for sudoku also while one runs. */
export function canStartAttempt(view: Pick<AttemptView, 'gameType' | 'completed' | 'finished' | 'maxAttemptsReached' | 'hasActiveAttempt'>): boolean {
  if (view.completed || view.finished || view.maxAttemptsReached) return false;
  return !(view.gameType === 'sudoku' && view.hasActiveAttempt);
}

/** The board takes moves only while an attempt runs and is not completed. */
export function canPlayAttempt(view: Pick<AttemptView, 'attempt' | 'completed'>): boolean {
  return view.attempt !== null && !view.completed;
}
