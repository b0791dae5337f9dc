import { eliminationFailure, eliminationSuccess } from './eliminationToasts';

describe('elimination toasts', () => {
  it("word a failure as the spec does, by the show's kind of member", () => {
    expect(eliminationFailure('amazing_race')).toEqual({ title: 'Error', description: 'Failed to update team status', variant: 'destructive' });
    expect(eliminationFailure('survivor').description).toBe('Failed to update contestant status');
  });

  it('name the member and when they went out, or that they are back', () => {
    expect(eliminationSuccess('big_brother', 'Jo Park', true, 3)).toEqual({ title: 'Evicted', description: 'Jo Park: Evicted in episode 3.' });
    expect(eliminationSuccess('amazing_race', 'Ava & Ben', true)).toEqual({ title: 'Eliminated', description: 'Ava & Ben: Eliminated.' });
    expect(eliminationSuccess('survivor', 'Cy', false)).toEqual({ title: 'Restored', description: 'Cy is back in the game.' });
  });
});
