import type { CastEvent, CastMember, ShowType } from './events';

/**
 * A cast member as the catalogue lists it: its facts plus whether it is still in the game, and the
 * episode (Amazing Race: week) it went out in when that is known (null while active or unknown).
 */
export type CastItem = CastMember & { showType: ShowType; isActive: boolean; eliminatedIn: number | null; demo: boolean };

/**
 * How one cast event changes a show's members. Pure, so the catalogue's read model and every
 * service that keeps its own copy of the cast (drafts) fold the same events the same way.
 */
export function applyCastEvent(members: ReadonlyMap<string, CastItem>, event: CastEvent): Map<string, CastItem> {
  const next = new Map(members);
  switch (event.type) {
    case 'CastSeeded':
      next.clear();
      for (const member of event.data.members) {
        next.set(member.id, { ...member, showType: event.data.showType, isActive: true, eliminatedIn: null, demo: event.data.source === 'demo' });
      }
      return next;
    case 'CastCleared':
      next.clear();
      return next;
    case 'CastMemberEliminated': {
      const member = next.get(event.data.memberId);
      if (member) next.set(member.id, { ...member, isActive: false, eliminatedIn: event.data.period ?? null });
      return next;
    }
    case 'CastMemberRestored': {
      const member = next.get(event.data.memberId);
      if (member) next.set(member.id, { ...member, isActive: true, eliminatedIn: null });
      return next;
    }
    case 'CastMemberPhotoSet': {
      const member = next.get(event.data.memberId);
      if (member) next.set(member.id, isTeam(member) ? { ...member, teamPhotoUrl: event.data.photoUrl } : { ...member, photoUrl: event.data.photoUrl });
      return next;
    }
  }
}

/** The photo a member shows: a team's own team photo first, else its photoUrl. */
export function photoOf(member: CastMember): string | null {
  return (isTeam(member) ? member.teamPhotoUrl : null) ?? member.photoUrl;
}

export function isTeam(member: CastMember): member is Extract<CastMember, { teamNumber: number }> {
  return 'teamNumber' in member;
}

/** The order the cast is listed and auto-picked in: team or contestant number. */
export function castRank(member: CastMember): number {
  return isTeam(member) ? member.teamNumber : member.contestantNumber;
}

/** How a pick names the member: a team's member names, or a contestant's name. */
export function castLabel(member: CastMember): string {
  return isTeam(member) ? member.memberNames : member.name;
}
