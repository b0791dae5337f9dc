import { draftFacts, LIST_STATUS_LABELS, publicDraftAction, sortDrafts } from './draftListStatus';

const draft = (status: 'pending' | 'active' | 'completed', draftDate: string, createdAt = '2026-01-01T00:00:00Z') => ({
  status,
  draftDate,
  createdAt,
});

describe('drafts list wording', () => {
  it('uses the spec badges', () => {
    expect(LIST_STATUS_LABELS).toEqual({
      pending: 'Waiting for Players',
      active: 'Draft in Progress',
      completed: 'Draft Complete',
    });
  });

  it('offers Join for pending drafts and Watch for active ones', () => {
    const admin = { role: 'admin', joined: false } as const;
    expect(publicDraftAction('pending', admin)).toBe('Join');
    expect(publicDraftAction('active', admin)).toBe('Watch');
    expect(publicDraftAction('completed', admin)).toBeNull();
  });

  it('lets a player watch only the active drafts they are in', () => {
    expect(publicDraftAction('active', { role: 'player', joined: true })).toBe('Watch');
    expect(publicDraftAction('active', { role: 'player', joined: false })).toBeNull();
    expect(publicDraftAction('pending', { role: 'player', joined: false })).toBe('Join');
  });

  it('lists live drafts first, then the newest', () => {
    const sorted = sortDrafts([
      draft('completed', '2026-05-01'),
      draft('pending', '2026-03-01'),
      draft('pending', '2026-04-01'),
      draft('active', '2026-01-01'),
    ]);
    expect(sorted.map((d) => `${d.status} ${d.draftDate}`)).toEqual(['active 2026-01-01', 'pending 2026-04-01', 'pending 2026-03-01', 'completed 2026-05-01']);
  });

  it('summarises players and picks', () => {
    expect(draftFacts({ participantCount: 1, picksMade: 0, maxPicks: 3, status: 'pending' })).toBe('1 player');
    expect(draftFacts({ participantCount: 3, picksMade: 4, maxPicks: 9, status: 'active' })).toBe('3 players · 4/9 picks');
  });
});
