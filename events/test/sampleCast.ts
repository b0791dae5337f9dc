// A sample cast member, for tests in any package (import it from '@reality-draft/events/testing'): an Amazing
// Race team, or a contestant (a Survivor castaway unless showType says otherwise), active and not demo, with no
// photo and no facts beyond its number and name. A test passes the fields it cares about.
import type { Contestant, ContestantFacts, Team } from '../src';

export const sampleTeam = (teamNumber: number, overrides: Partial<Team> = {}): Team => ({
  id: `t${teamNumber}`,
  teamNumber,
  memberNames: `Racer ${teamNumber}A & Racer ${teamNumber}B`,
  season: 38,
  description: '',
  photoUrl: null,
  teamPhotoUrl: null,
  showType: 'amazing_race',
  isActive: true,
  eliminatedIn: null,
  demo: false,
  ...overrides,
});

/** A contestant's facts alone, as a cast file or the catalogue's import has them. */
export const sampleContestantFacts = (contestantNumber: number, overrides: Partial<ContestantFacts> = {}): ContestantFacts => ({
  id: `c${contestantNumber}`,
  contestantNumber,
  name: `Guest ${contestantNumber}`,
  season: 49,
  age: null,
  occupation: null,
  hometown: null,
  currentResidence: null,
  tribe: null,
  description: null,
  photoUrl: null,
  ...overrides,
});

export const sampleContestant = (contestantNumber: number, overrides: Partial<Contestant> = {}): Contestant => ({
  ...sampleContestantFacts(contestantNumber),
  showType: 'survivor',
  isActive: true,
  eliminatedIn: null,
  demo: false,
  ...overrides,
});
