// How Data Tools lists a show's members: in team or contestant number order, each with its name, its
// number and whether it is still in the game ("Evicted in episode 3" once out, when the episode is known).
import { castOutLine } from '@reality-draft/kit';
import { castLabel, castRank, isTeam, photoOf, type Contestant, type Team } from '@reality-draft/events';

export interface CastMemberLine {
  id: string;
  name: string;
  /** 'Team 3' or '#12'. */
  number: string;
  state: 'Active' | 'Out';
  /** 'Active', or when the member went out: 'Evicted in episode 3', 'Eliminated'. */
  status: string;
  hasPhoto: boolean;
}

export function castMemberLine(member: Team | Contestant): CastMemberLine {
  return {
    id: member.id,
    name: castLabel(member),
    number: isTeam(member) ? `Team ${member.teamNumber}` : `#${member.contestantNumber}`,
    state: member.isActive ? 'Active' : 'Out',
    status: member.isActive ? 'Active' : castOutLine(member.showType, member.eliminatedIn),
    hasPhoto: photoOf(member) !== null,
  };
}

export function byCastNumber<T extends Team | Contestant>(members: ReadonlyArray<T>): T[] {
  return [...members].sort((a, b) => castRank(a) - castRank(b));
}
