import { isContestantItem, isTeamItem, PERIODS, type CastItem, type CastItemKind, type Contestant, type ShowType, type Team } from '@reality-draft/events';

export const ITEM_NOT_FOUND: Record<CastItemKind, string> = { team: 'Team not found.', contestant: 'Contestant not found.' };

/** The kind of member a route changes: which items it may reach, and what it answers for an id that is none of them. */
export interface MemberKind<Item extends CastItem> {
  isOfKind: (item: CastItem) => item is Item;
  notFound: string;
}

export const TEAMS: MemberKind<Team> = { isOfKind: isTeamItem, notFound: ITEM_NOT_FOUND.team };
export const CONTESTANTS: MemberKind<Contestant> = { isOfKind: isContestantItem, notFound: ITEM_NOT_FOUND.contestant };

/** The member a command changed, as the kind it was found as: a cast command never changes a member's kind. */
export function changedMember<Item extends CastItem>(members: ReadonlyMap<string, CastItem>, id: string, { isOfKind }: MemberKind<Item>): Item {
  const member = members.get(id);
  if (!member || !isOfKind(member)) throw new Error(`Cast member ${id} is missing or of another kind after its command`);
  return member;
}

/** An elimination's period past the show's last episode (week). */
export const periodTooLate = (showType: ShowType): string => `period must be at most ${PERIODS[showType].max}.`;

export const PERIOD_WITHOUT_ELIMINATION = 'period goes only with eliminated true.';
