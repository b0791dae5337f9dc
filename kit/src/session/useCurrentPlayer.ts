// The current player (GET /api/players/me), requested only when a player session exists.
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../api/apiError';
import { sessionApi } from './sessionApi';
import { sessionQueryState } from './sessionQueryState';
import { useSession } from './sessionStore';
import type { PlayerRecord } from './types';

export interface CurrentPlayer {
  isLoading: boolean;
  isFetching: boolean;
  player: PlayerRecord | null;
  error: ApiError | undefined;
  /** Asks again (only while a player session is stored). */
  refetch: () => void;
}

export function useCurrentPlayer(): CurrentPlayer {
  const session = useSession();
  const result = sessionApi.usePlayerMeQuery(session.role === 'player' ? session.token : skipToken);
  const { record, ...state } = sessionQueryState(result);
  return { ...state, player: record, refetch: () => void result.refetch() };
}
