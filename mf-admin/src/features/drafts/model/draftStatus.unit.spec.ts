import { sampleDraftSummary as aDraft } from '@reality-draft/kit/testing';
import { canReset, canStart, picksText, sortAdminDrafts, startText, statusBadge } from './draftStatus';

describe('admin draft status', () => {
  it('words each status', () => {
    expect(statusBadge('pending').label).toBe('Waiting to Start');
    expect(statusBadge('active').label).toBe('Live Draft');
    expect(statusBadge('completed').label).toBe('Draft Complete');
    expect(statusBadge('pending').tone).toBe('warning');
  });

  it('starts a pending draft from 2 participants', () => {
    expect(canStart(aDraft({ participantCount: 2 }))).toBe(true);
    expect(canStart(aDraft({ participantCount: 1 }))).toBe(false);
    expect(canStart(aDraft({ participantCount: 3, status: 'active' }))).toBe(false);
  });

  it('clears picks of an active or completed draft', () => {
    expect(canReset(aDraft({ status: 'active' }))).toBe(true);
    expect(canReset(aDraft({ status: 'completed' }))).toBe(true);
    expect(canReset(aDraft())).toBe(false);
  });

  it('lists the newest drafts first', () => {
    const drafts = [
      aDraft({ id: 'old', draftDate: '2026-01-01' }),
      aDraft({ id: 'new-b', draftDate: '2026-02-01', createdAt: '2026-01-02T00:00:00Z' }),
      aDraft({ id: 'new-a', draftDate: '2026-02-01', createdAt: '2026-01-03T00:00:00Z' }),
    ];
    expect(sortAdminDrafts(drafts).map((d) => d.id)).toEqual(['new-a', 'new-b', 'old']);
  });

  it('counts the picks made', () => {
    expect(picksText(aDraft({ picksMade: 3, maxPicks: 6 }))).toBe('3/6 picks made');
    expect(picksText(aDraft({ picksMade: 0, maxPicks: 0 }))).toBe('0 picks made');
  });

  it("says when a waiting draft starts by itself, in the admin's zone; not the room's 10 s countdown", () => {
    const scheduled = aDraft({ startsAt: '2026-12-02T19:00:00Z', startKind: 'schedule' });
    expect(startText(scheduled, 'Europe/Paris', 'en-GB')).toBe('Starts at 20:00 on Wed 2 Dec');
    expect(startText({ ...scheduled, startKind: 'countdown' }, 'Europe/Paris')).toBeNull();
    expect(startText({ ...scheduled, status: 'active' }, 'Europe/Paris')).toBeNull();
    expect(startText(aDraft({}))).toBeNull();
  });
});
