import { homeStats } from './homeStats';

describe("home's stats", () => {
  it('count the drafts, the live and finished ones, and the players who joined them', () => {
    const drafts = [
      { status: 'pending' as const, participantCount: 1 },
      { status: 'active' as const, participantCount: 4 },
      { status: 'completed' as const, participantCount: 3 },
      { status: 'active' as const, participantCount: 2 },
    ];
    expect(homeStats(drafts)).toEqual([
      { label: 'Drafts Created', value: 4 },
      { label: 'Live Now', value: 2 },
      { label: 'Completed', value: 1 },
      { label: 'Players Joined', value: 10 },
    ]);
  });

  it('know nothing before the drafts load', () => {
    expect(homeStats(undefined).map((stat) => stat.value)).toEqual([null, null, null, null]);
    expect(homeStats([]).map((stat) => stat.value)).toEqual([0, 0, 0, 0]);
  });
});
