import { teamBiosFilter, teamBiosShows, teamBiosTitle } from './teamBiosFilter';

describe('team bios filter', () => {
  it('reads ?show=all|teams|contestants, all by default and for anything else', () => {
    expect(teamBiosFilter('teams')).toBe('teams');
    expect(teamBiosFilter('contestants')).toBe('contestants');
    expect(teamBiosFilter('all')).toBe('all');
    expect(teamBiosFilter(null)).toBe('all');
    expect(teamBiosFilter('TEAMS')).toBe('all');
    expect(teamBiosFilter('survivor')).toBe('all');
  });

  it('lists the Amazing Race teams, the contestants of the other shows, or both', () => {
    expect(teamBiosShows('teams')).toEqual(['amazing_race']);
    expect(teamBiosShows('contestants')).toEqual(['big_brother', 'survivor']);
    expect(teamBiosShows('all')).toEqual(['amazing_race', 'big_brother', 'survivor']);
    expect(teamBiosTitle('teams')).toBe('Team Bios');
  });
});
