// Pure read/write rules of the stored sessions. The Storage is passed in, so the rules are testable
// without a browser. If both sessions exist the admin session wins (docs/accounts.md#stored-session).
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY, PLAYER_DATA_KEY, PLAYER_TOKEN_KEY } from './sessionKeys';
import type { AdminRecord, PlayerRecord, Role, Session, SessionTokens } from './types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = safeGet(storage, key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as T) : null;
  } catch {
    return null;
  }
}

export function readTokens(storage: KeyValueStorage): SessionTokens {
  return { adminToken: safeGet(storage, ADMIN_TOKEN_KEY), playerToken: safeGet(storage, PLAYER_TOKEN_KEY) };
}

export function readSession(storage: KeyValueStorage): Session {
  const { adminToken, playerToken } = readTokens(storage);
  if (adminToken) return { role: 'admin', token: adminToken, admin: readJson<AdminRecord>(storage, ADMIN_DATA_KEY) };
  if (playerToken) {
    return { role: 'player', token: playerToken, player: readJson<PlayerRecord>(storage, PLAYER_DATA_KEY) };
  }
  return { role: 'anonymous' };
}

/** Stores an admin session; a previous player session is dropped so one person holds one role. */
export function writeAdminSession(storage: KeyValueStorage, token: string, admin: AdminRecord): void {
  storage.removeItem(PLAYER_TOKEN_KEY);
  storage.removeItem(PLAYER_DATA_KEY);
  storage.setItem(ADMIN_TOKEN_KEY, token);
  storage.setItem(ADMIN_DATA_KEY, JSON.stringify(admin));
}

/** Stores a player session; a previous admin session is dropped (it would otherwise win). */
export function writePlayerSession(storage: KeyValueStorage, token: string, player: PlayerRecord): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_DATA_KEY);
  storage.setItem(PLAYER_TOKEN_KEY, token);
  storage.setItem(PLAYER_DATA_KEY, JSON.stringify(player));
}

/** A 401 from the admin check: the admin token is no longer valid. */
export function removeAdminSession(storage: KeyValueStorage): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_DATA_KEY);
}

/** Player logout (or an expired player token): the player token and data go. */
export function removePlayerSession(storage: KeyValueStorage): void {
  storage.removeItem(PLAYER_TOKEN_KEY);
  storage.removeItem(PLAYER_DATA_KEY);
}

/**
 * A 401 for `token`: the role's stored session is removed only if it still holds that token, so an
 * answer about an older token (another tab has logged in since) never ends the newer session.
 */
export function removeSessionIfToken(storage: KeyValueStorage, role: Role, token: string): boolean {
  const { adminToken, playerToken } = readTokens(storage);
  if ((role === 'admin' ? adminToken : playerToken) !== token) return false;
  if (role === 'admin') removeAdminSession(storage);
  else removePlayerSession(storage);
  return true;
}

/** Admin logout clears all local storage (docs/accounts.md#logout). */
export function clearAllStorage(storage: KeyValueStorage): void {
  storage.clear();
}
