import { sampleDraftSummary as aDraft } from '@reality-draft/kit/testing';
import { availabilityLabel, canJoin, chosenDraftId, isJoinable } from './joinForm';

describe('join form', () => {
  it('lets only pending drafts be joined', () => {
    expect(isJoinable(aDraft())).toBe(true);
    expect(isJoinable(aDraft({ status: 'active' }))).toBe(false);
    expect(isJoinable(aDraft({ status: 'completed' }))).toBe(false);
  });

  it("badges pending drafts 'Available' and the others 'Active'", () => {
    expect(availabilityLabel(aDraft())).toBe('Available');
    expect(availabilityLabel(aDraft({ status: 'active' }))).toBe('Active');
    expect(availabilityLabel(aDraft({ status: 'completed' }))).toBe('Active');
  });

  it('forgets a chosen draft once it is gone or no longer pending', () => {
    expect(chosenDraftId([aDraft()], 'd1')).toBe('d1');
    expect(chosenDraftId([aDraft({ status: 'active' })], 'd1')).toBeNull();
    expect(chosenDraftId([], 'd1')).toBeNull();
    expect(chosenDraftId(undefined, 'd1')).toBeNull();
    expect(chosenDraftId([aDraft()], null)).toBeNull();
  });

  it('disables Join while busy, with an empty code, or with no draft chosen', () => {
    expect(canJoin({ method: 'code', code: 'ABC123', draftId: null, busy: false })).toBe(true);
    expect(canJoin({ method: 'code', code: 'AB', draftId: null, busy: false })).toBe(true);
    expect(canJoin({ method: 'code', code: '   ', draftId: null, busy: false })).toBe(false);
    expect(canJoin({ method: 'code', code: 'ABC123', draftId: null, busy: true })).toBe(false);
    expect(canJoin({ method: 'available', code: '', draftId: 'd1', busy: false })).toBe(true);
    expect(canJoin({ method: 'available', code: 'ABC123', draftId: null, busy: false })).toBe(false);
    expect(canJoin({ method: 'available', code: '', draftId: 'd1', busy: true })).toBe(false);
  });
});
