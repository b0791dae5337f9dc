import { LONGEST_TIMER_MS, msUntilSoonest, statusIdsKey } from './settling';

const NOW = Date.parse('2026-12-04T12:00:00Z');

describe('what settles on the clock', () => {
  it('waits for the soonest readable time, a moment after, never below that moment nor beyond a timer', () => {
    expect(msUntilSoonest(['2026-12-04T12:00:10Z', null, 'soon', '2026-12-04T12:00:05Z'], NOW, 1000)).toBe(6000);
    expect(msUntilSoonest(['2026-12-04T11:00:00Z'], NOW, 500)).toBe(500);
    expect(msUntilSoonest(['2027-12-04T12:00:00Z'], NOW, 1000)).toBe(LONGEST_TIMER_MS);
    expect(msUntilSoonest([null, 'soon'], NOW, 1000)).toBeNull();
  });

  it('keys what is in a status by its ids, in any order', () => {
    const items = [
      { id: 'b', status: 'won' },
      { id: 'c', status: 'lost' },
      { id: 'a', status: 'won' },
    ];
    expect(statusIdsKey(items, 'won')).toBe('a,b');
    expect(statusIdsKey(items, 'pending')).toBe('');
  });
});
