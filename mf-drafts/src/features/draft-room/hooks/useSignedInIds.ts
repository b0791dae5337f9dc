// Who is looking at the room: the admin's id (owner check) or the player's id (turn check).
import { useAdminCheck, useCurrentPlayer, useSession } from '@reality-draft/kit';

export function useAdminId(): string | null {
  const session = useSession();
  const { admin } = useAdminCheck();
  return admin?.id ?? (session.role === 'admin' ? (session.admin?.id ?? null) : null);
}

export function usePlayerId(): string | null {
  const session = useSession();
  const { player } = useCurrentPlayer();
  return (session.role === 'player' ? session.player?.id : null) ?? player?.id ?? null;
}
