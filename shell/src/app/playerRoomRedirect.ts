// A draft's room address as pushes and shared links name it (/draft/{id}) is the admin's; a player
// who opens it is taken to their own seat in that room (/player/draft/{id}).
import { draftRoomPath } from '@reality-draft/kit/host';

const ADMIN_ROOM = /^\/draft\/([^/]+)\/?$/;

export function playerRoomRedirect(pathname: string): string | null {
  const match = ADMIN_ROOM.exec(pathname);
  return match ? draftRoomPath('player', decodeURIComponent(match[1])) : null;
}
