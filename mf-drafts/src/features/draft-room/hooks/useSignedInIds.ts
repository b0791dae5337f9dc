// Who is looking at the room: the admin's id (owner check) or the player's id (turn check).
import { skipToken } from '@reduxjs/toolkit/query/react';
import { sessionApi, useAdminCheck, useSession } from '@reality-draft/kit';

export function useAdminId(): string | null {
  const session = useSession();
  const { admin } = useAdminCheck();
  return admin?.id ?? (session.role === 'admin' ? (session.admin?.id ?? null) : null);
}

/** The player's profile read (as useCurrentPlayer), selecting only its id: its refetches do not re-render the room. */
export function usePlayerId(): string | null {
  const session = useSession();
  const { id } = sessionApi.usePlayerMeQuery(session.role === 'player' ? session.token : skipToken, {
    selectFromResult: ({ currentData }) => ({ id: currentData?.id ?? null }),
  });
  return (session.role === 'player' ? session.player?.id : null) ?? id;
}
