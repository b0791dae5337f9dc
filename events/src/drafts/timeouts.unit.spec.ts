import { autoPickEarned, timeoutsAfterPick, TIMEOUTS_BEFORE_AUTO_PICK } from './timeouts';

describe('turns timed out in a row (docs/drafts.md#auto-pick-for-me)', () => {
  it('counts timer picks, starts again on a pick of the player, and leaves the count for other pickers', () => {
    expect(timeoutsAfterPick(0, 'timer')).toBe(1);
    expect(timeoutsAfterPick(1, 'timer')).toBe(2);
    expect(timeoutsAfterPick(1, 'player')).toBe(0);
    expect(timeoutsAfterPick(1, 'commissioner')).toBe(1);
    expect(timeoutsAfterPick(1, 'autopick')).toBe(1);
    expect(timeoutsAfterPick(1, 'bot')).toBe(1);
  });

  it('earns auto-pick at two timeouts in a row, not one', () => {
    expect(TIMEOUTS_BEFORE_AUTO_PICK).toBe(2);
    expect(autoPickEarned(1)).toBe(false);
    expect(autoPickEarned(2)).toBe(true);
  });
});
