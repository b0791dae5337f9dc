// Where a draft's room lives for each role (docs/accounts.md#route-access): admins manage at /draft/{id}, players play
// at /player/draft/{id}.
import type { Role } from '../session/types';

export function draftRoomPath(role: Role, draftId: string): string {
  const id = encodeURIComponent(draftId);
  return role === 'player' ? `/player/draft/${id}` : `/draft/${id}`;
}

/** A finished draft's board and recap (issue 19 §5, beyond the spec): one page for admins and players. */
export function draftResultsPath(draftId: string): string {
  return `/draft/${encodeURIComponent(draftId)}/results`;
}

export { leaguePath } from '@reality-draft/events';

/** The standings of a draft's league (issue 19 §3, beyond the spec). */
export function draftStandingsPath(draftId: string): string {
  return `/leaderboard?draft=${encodeURIComponent(draftId)}`;
}
