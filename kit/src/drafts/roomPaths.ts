// Where a draft's room lives for each role (spec 01 §2): admins manage at /draft/{id}, players play
// at /player/draft/{id}.
import type { Role } from '../session/types';

export function draftRoomPath(role: Role, draftId: string): string {
  const id = encodeURIComponent(draftId);
  return role === 'player' ? `/player/draft/${id}` : `/draft/${id}`;
}
