/**
 * Who sees whose email, and how the others see it: one rule for every answer that names players to
 * other players (leaderboards, the mini-game leaderboard, a draft room's participants).
 */

/** Who is looking (the kernel's Principal has this shape). */
export interface EmailViewer {
  id: string;
  userType: 'admin' | 'player';
}

/**
 * The shortest name (the part before the @) whose first letter is shown: a shorter one is hidden whole,
 * since its first letter would be most or all of it (z@example.com is not z***@example.com).
 */
const SHORTEST_HINTED_NAME = 4;

/** An email as other players see it: the domain, and the first letter of a name of 4 or more characters (a***@example.com, ***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = [...email.slice(0, at)];
  const hint = name.length < SHORTEST_HINTED_NAME ? '' : name[0];
  return `${hint}***${email.slice(at)}`;
}

/** Whether a viewer sees this player's email whole: admins see every one, a player their own. */
export const seesEmailWhole = (viewer: EmailViewer, playerId: string): boolean => viewer.userType === 'admin' || viewer.id === playerId;

/** A player's email as this viewer may see it: whole (admins, the player), else masked. */
export function emailSeenBy(viewer: EmailViewer, playerId: string, email: string | null): string | null {
  if (email === null) return null;
  return seesEmailWhole(viewer, playerId) ? email : maskEmail(email);
}
