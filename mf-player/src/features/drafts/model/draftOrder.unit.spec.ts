import { sampleDraftSummary as aDraft } from '@reality-draft/kit/testing';
import { yourDraftsInOrder } from './draftOrder';

describe("'Your Drafts' order", () => {
  it('lists live drafts, then waiting rooms, then finished drafts, the newest first in each', () => {
    const drafts = [
      aDraft({ id: 'done-old', status: 'completed', completedAt: '2026-01-01T00:00:00Z' }),
      aDraft({ id: 'waiting', status: 'pending', createdAt: '2026-02-01T00:00:00Z' }),
      aDraft({ id: 'done-new', status: 'completed', completedAt: '2026-03-01T00:00:00Z' }),
      aDraft({ id: 'live', status: 'active', startedAt: '2026-02-02T00:00:00Z' }),
      aDraft({ id: 'waiting-new', status: 'pending', createdAt: '2026-02-05T00:00:00Z' }),
    ];
    expect(yourDraftsInOrder(drafts).map((draft) => draft.id)).toEqual(['live', 'waiting-new', 'waiting', 'done-new', 'done-old']);
  });
});
