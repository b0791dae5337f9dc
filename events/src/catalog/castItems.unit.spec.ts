import { sampleContestantFacts, sampleTeam } from '@reality-draft/events/testing';
import { applyCastEvent, isContestantItem, isTeamItem } from './castItems';
import type { CastMember, CastSeeded, ShowType } from './events';

const seeded = (showType: ShowType, members: CastMember[]): CastSeeded => ({
  type: 'CastSeeded',
  data: { showType, season: 1, source: 'demo', members, seededBy: 'admin-1', seededAt: '2026-12-01T00:00:00.000Z' },
});
const { showType: _showType, isActive: _isActive, eliminatedIn: _eliminatedIn, demo: _demo, ...teamFacts } = sampleTeam(1);

describe('cast items', () => {
  it("are told apart by their show: a seeded team is a Team, a seeded castaway a Contestant, each active and marked demo by the seeding's source", () => {
    const teams = [...applyCastEvent(new Map(), seeded('amazing_race', [teamFacts])).values()];
    const castaways = [...applyCastEvent(new Map(), seeded('survivor', [sampleContestantFacts(2)])).values()];
    expect(teams.filter(isTeamItem)).toEqual([{ ...teamFacts, showType: 'amazing_race', isActive: true, eliminatedIn: null, demo: true }]);
    expect(castaways.filter(isContestantItem)).toMatchObject([{ id: 'c2', showType: 'survivor', isActive: true, eliminatedIn: null, demo: true }]);
    expect([...teams, ...castaways].filter(isContestantItem).map((item) => item.id)).toEqual(['c2']);
  });

  it('refuse a seeding whose member is not of its show’s kind: a corrupt log, not a cast', () => {
    expect(() => applyCastEvent(new Map(), seeded('big_brother', [teamFacts]))).toThrow(/big_brother holds a member of another kind \(t1\)/);
    expect(() => applyCastEvent(new Map(), seeded('amazing_race', [sampleContestantFacts(3)]))).toThrow(/another kind \(c3\)/);
  });
});
