// Ending a session on the server: POST /api/auth/logout with the given token, sent without waiting
// (keepalive, so it survives navigation); its answer does not matter to the caller.
import { identityRoute } from '../api/identityRoute';
import { sendRequest } from '../api/request';
import type { SessionTokens } from './types';

export function revokeToken(token: string): void {
  void sendRequest({ ...identityRoute('logout'), token, keepalive: true });
}

/** The stored tokens a new session token replaces: each is revoked once the new session is stored. */
export function replacedTokens(stored: SessionTokens, next: string): string[] {
  return [...new Set([stored.adminToken, stored.playerToken])].filter((token): token is string => Boolean(token) && token !== next);
}
