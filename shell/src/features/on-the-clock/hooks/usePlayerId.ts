// The signed-in player's id (participants are named by it), or null for an admin or before it is known.
import { sessionApi, useSession } from '@reality-draft/kit/host';
import { skipToken } from '@reduxjs/toolkit/query/react';

export function usePlayerId(): string | null {
  const session = useSession();
  const { id } = sessionApi.usePlayerMeQuery(session.role === 'player' ? session.token : skipToken, {
    selectFromResult: ({ currentData }) => ({ id: currentData?.id ?? null }),
  });
  return session.role === 'player' ? (session.player?.id ?? id) : null;
}
