// The player mini-game screen's error texts (docs/mini-games.md#player-errors), shared by every game's panel; a server's own
// message is shown instead where it gives one.
export const ATTEMPT_MESSAGES = {
  loadFailed: 'Failed to load puzzle',
  startFailed: 'Failed to start attempt. Please try again.',
  completeFailed: 'Failed to submit your completion. Please try again.',
} as const;
