// Which stored token goes in the bearer header of a request (docs/accounts.md#token-choice).
import type { SessionTokens } from '../session/types';

const PLAYER_FIRST_PREFIXES = ['/api/players/', '/api/player/', '/api/user/', '/api/drafts/join', '/api/leaderboard'];

/** The path part of a request URL: no origin, no query string, no hash. */
export function pathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/, 1)[0] || '/';
}

export function prefersPlayerToken(url: string): boolean {
  const path = pathOf(url);
  if (PLAYER_FIRST_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return path.startsWith('/api/drafts/') && !path.includes('/api/admin/');
}

/** The preferred token for the path, falling back to the other one; null when neither is stored. */
export function chooseToken(url: string, tokens: SessionTokens): string | null {
  return prefersPlayerToken(url) ? tokens.playerToken || tokens.adminToken || null : tokens.adminToken || tokens.playerToken || null;
}
