// Mini-game times (docs/mini-games.md#game-times): m:ss, or Ns under a minute. Shared by the player's mini-game
// screen, the mini-game leaderboard and the admin's rankings.

/** `45` → '45s', `75` → '1:15', `3600` → '60:00'. Negative or non-finite input reads as 0s. */
export function formatGameTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
