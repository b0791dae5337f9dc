import { draftCounts } from './draftCounts';

describe('draft counts', () => {
  it('counts all drafts and the live ones', () => {
    expect(draftCounts([{ status: 'pending' }, { status: 'active' }, { status: 'completed' }, { status: 'active' }])).toEqual({ total: 4, live: 2 });
    expect(draftCounts([])).toEqual({ total: 0, live: 0 });
  });

  it('has no figures before the drafts arrive', () => {
    expect(draftCounts(undefined)).toBeNull();
  });
});
