import type { Contestant, Team } from '@reality-draft/events';
import { byCastNumber, castMemberLine } from './castMembers';

const team = (teamNumber: number, patch: Partial<Team> = {}): Team => ({
  id: `t${teamNumber}`,
  teamNumber,
  memberNames: 'Ana & Bo',
  season: 38,
  description: '',
  photoUrl: null,
  teamPhotoUrl: null,
  showType: 'amazing_race',
  isActive: true,
  demo: true,
  ...patch,
});

const castaway = (contestantNumber: number, patch: Partial<Contestant> = {}): Contestant => ({
  id: `s${contestantNumber}`,
  contestantNumber,
  name: 'Jo Park',
  season: 49,
  age: null,
  occupation: null,
  hometown: null,
  currentResidence: null,
  tribe: 'Lavo',
  description: null,
  photoUrl: null,
  showType: 'survivor',
  isActive: true,
  demo: true,
  ...patch,
});

describe('cast member lines', () => {
  it('name a team by its members and number, a contestant by name and number', () => {
    expect(castMemberLine(team(3))).toEqual({ id: 't3', name: 'Ana & Bo', number: 'Team 3', state: 'Active', hasPhoto: false });
    expect(castMemberLine(castaway(12, { isActive: false }))).toMatchObject({ name: 'Jo Park', number: '#12', state: 'Out' });
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
