import type { Contestant, Team } from './api';
import type { CastEvent, CastMember, ShowType } from './events';

/**
 * A cast member as the catalogue lists it: its facts plus whether it is still in the game, and the
 * episode (Amazing Race: week) it went out in when that is known (null while active or unknown).
 * Told apart by `showType`: an Amazing Race team, or a Big Brother or Survivor contestant.
 */
export type CastItem = Team | Contestant;

export const isTeamItem = (item: CastItem): item is Team => item.showType === 'amazing_race';
export const isContestantItem = (item: CastItem): item is Contestant => item.showType !== 'amazing_race';

/**
 * A seeded member as an active item of its show. A show's cast files and demo casts hold only members
 * of the show's own kind; a member of the other kind in a seeding event is a corrupt log, not data.
 */
function seededItem(member: CastMember, showType: ShowType, demo: boolean): CastItem {
  const status = { isActive: true, eliminatedIn: null, demo };
  if (isTeam(member) && showType === 'amazing_race') return { ...member, ...status, showType };
  if (!isTeam(member) && showType !== 'amazing_race') return { ...member, ...status, showType };
  throw new Error(`CastSeeded for ${showType} holds a member of another kind (${member.id})`);
}

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
        next.set(member.id, seededItem(member, event.data.showType, event.data.source === 'demo'));
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
      if (member) next.set(member.id, isTeamItem(member) ? { ...member, teamPhotoUrl: event.data.photoUrl } : { ...member, photoUrl: event.data.photoUrl });
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
