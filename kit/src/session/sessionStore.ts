// The browser session as a tiny external store over localStorage, so React re-renders when a login,
// logout or rejected token changes it (also across tabs, through the 'storage' event).
import { useSyncExternalStore } from 'react';
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY, PLAYER_DATA_KEY, PLAYER_TOKEN_KEY } from './sessionKeys';
import {
  clearAllStorage,
  readSession,
  readTokens,
  removeAdminSession,
  removePlayerSession,
  removeSessionIfToken,
  writeAdminSession,
  writePlayerSession,
  type KeyValueStorage,
} from './sessionStorage';
import type { AdminRecord, PlayerRecord, Role, Session, SessionTokens } from './types';

const ANONYMOUS: Session = { role: 'anonymous' };
const listeners = new Set<() => void>();
let cachedFingerprint: string | null = null;
let cachedSession: Session = ANONYMOUS;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function fingerprint(storage: KeyValueStorage): string {
  return [ADMIN_TOKEN_KEY, ADMIN_DATA_KEY, PLAYER_TOKEN_KEY, PLAYER_DATA_KEY].map((key) => storage.getItem(key) ?? '').join('\u0000');
}

export function getSession(): Session {
  const storage = browserStorage();
  if (!storage) return ANONYMOUS;
  const current = fingerprint(storage);
  if (current !== cachedFingerprint) {
    cachedFingerprint = current;
    cachedSession = readSession(storage);
  }
  return cachedSession;
}

export function getTokens(): SessionTokens {
  const storage = browserStorage();
  return storage ? readTokens(storage) : { adminToken: null, playerToken: null };
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function update(change: (storage: KeyValueStorage) => void): void {
  const storage = browserStorage();
  if (!storage) return;
  change(storage);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export const sessionActions = {
  saveAdmin: (token: string, admin: AdminRecord) => update((s) => writeAdminSession(s, token, admin)),
  savePlayer: (token: string, player: PlayerRecord) => update((s) => writePlayerSession(s, token, player)),
  dropAdmin: () => update(removeAdminSession),
  dropPlayer: () => update(removePlayerSession),
  /** Drops the role's session only if it still holds this (rejected) token. */
  dropIfToken: (role: Role, token: string) => update((s) => void removeSessionIfToken(s, role, token)),
  clearAll: () => update(clearAllStorage),
};

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => ANONYMOUS);
}
