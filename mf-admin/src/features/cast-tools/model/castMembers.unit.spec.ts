import type { Contestant, Team } from '@reality-draft/events';
import { sampleContestant, sampleTeam } from '@reality-draft/events/testing';
import { byCastNumber, castMemberLine } from './castMembers';

const team = (teamNumber: number, patch: Partial<Team> = {}) => sampleTeam(teamNumber, { memberNames: 'Ana & Bo', ...patch });
const castaway = (contestantNumber: number, patch: Partial<Contestant> = {}) => sampleContestant(contestantNumber, { name: 'Jo Park', ...patch });

describe('cast member lines', () => {
  it('name a team by its members and number, a contestant by name and number', () => {
    expect(castMemberLine(team(3))).toEqual({ id: 't3', name: 'Ana & Bo', number: 'Team 3', state: 'Active', status: 'Active', hasPhoto: false });
    expect(castMemberLine(castaway(12, { isActive: false }))).toMatchObject({ name: 'Jo Park', number: '#12', state: 'Out', status: 'Voted out' });
  });

  it('say when a member went out, once the episode or week is known', () => {
    expect(castMemberLine(castaway(4, { showType: 'big_brother', isActive: false, eliminatedIn: 3 })).status).toBe('Evicted in episode 3');
    expect(castMemberLine(team(2, { isActive: false, eliminatedIn: 5 })).status).toBe('Eliminated in week 5');
  });

  it("count a team's own team photo, or its members' photo, as its photo", () => {
    expect(castMemberLine(team(1, { teamPhotoUrl: '/api/objects/photos/a' })).hasPhoto).toBe(true);
    expect(castMemberLine(team(1, { photoUrl: '/p.jpg' })).hasPhoto).toBe(true);
    expect(castMemberLine(castaway(1, { photoUrl: '/api/objects/photos/b' })).hasPhoto).toBe(true);
  });

  it('list in number order', () => {
    expect(byCastNumber([castaway(9), castaway(2), castaway(5)]).map((member) => member.contestantNumber)).toEqual([2, 5, 9]);
  });
});
