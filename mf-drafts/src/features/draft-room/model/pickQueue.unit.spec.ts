import type { Team } from '@reality-draft/events';
import { queueAdd, queueEntries, queueMove, queueRemove } from './pickQueue';
import type { RoomItem } from './roomItems';

describe('pick queue', () => {
  it('adds an item once, at the end', () => {
    expect(queueAdd(['a'], 'b')).toEqual(['a', 'b']);
    expect(queueAdd(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('removes an item', () => {
    expect(queueRemove(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('moves an item up or down, not past either end', () => {
    expect(queueMove(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(queueMove(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(queueMove(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(queueMove(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(queueMove(['a'], 'x', 1)).toEqual(['a']);
  });

  it('marks queued items that were picked or are out of the show', () => {
    const items: RoomItem[] = [
      { item: { id: 'a', isActive: true } as Team, pick: null },
      { item: { id: 'b', isActive: true } as Team, pick: { id: 'p' } as RoomItem['pick'] },
      { item: { id: 'c', isActive: false } as Team, pick: null },
    ];
    expect(queueEntries(['c', 'a', 'b', 'gone'], items).map((entry) => entry.state)).toEqual(['out', 'available', 'taken', 'taken']);
  });
});
