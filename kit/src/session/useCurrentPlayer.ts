// The current player (GET /api/players/me), requested only when a player session exists.
import type { ApiError } from '../api/apiError';
import { sessionApi } from './sessionApi';
import { useSession } from './sessionStore';
import type { PlayerRecord } from './types';

export interface CurrentPlayer {
  isLoading: boolean;
  player: PlayerRecord | null;
  error: ApiError | undefined;
}

export function useCurrentPlayer(): CurrentPlayer {
  const session = useSession();
  const hasPlayerSession = session.role === 'player';
  const { data, isLoading, error } = sessionApi.usePlayerMeQuery(undefined, { skip: !hasPlayerSession });
  return {
    isLoading: hasPlayerSession && isLoading,
    player: hasPlayerSession ? (data ?? null) : null,
    error: hasPlayerSession ? (error as ApiError | undefined) : undefined,
  };
}
