// The API cache belongs to one session: whenever a stored token changes — a login, a logout, a
// rejected token, or any of these in another tab (the 'storage' event) — the API state is reset, so
// two users' data never mix.
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import { getTokens, subscribeSession } from './sessionStore';
import type { SessionTokens } from './types';

/** A listener that calls onChange whenever read() gives other tokens than it last saw. */
export function watchTokens(read: () => SessionTokens, onChange: () => void): () => void {
  const key = ({ adminToken, playerToken }: SessionTokens) => `${adminToken ?? ''}\u0000${playerToken ?? ''}`;
  let last = key(read());
  return () => {
    const next = key(read());
    if (next === last) return;
    last = next;
    onChange();
  };
}

/** Installs the reset for the app's store; returns the unsubscribe. */
export function syncApiWithSession(dispatch: Dispatch): () => void {
  return subscribeSession(watchTokens(getTokens, () => dispatch(api.util.resetApiState())));
}
