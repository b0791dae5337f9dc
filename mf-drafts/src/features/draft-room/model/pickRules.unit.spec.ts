import type { Team } from '@reality-draft/events';
import { isMyTurn, pickBlocker } from './pickRules';
import type { RoomItem } from './roomItems';

const draft = { status: 'active' as const, paused: false, currentPlayerId: 'me' };
const entry = (isActive = true, picked = false): RoomItem => ({
  item: { id: 't1', isActive } as Team,
  pick: picked ? ({ id: 'p' } as RoomItem['pick']) : null,
});

describe('pick rules', () => {
  it('knows whose turn it is', () => {
    expect(isMyTurn(draft, 'me')).toBe(true);
    expect(isMyTurn(draft, 'other')).toBe(false);
    expect(isMyTurn({ ...draft, paused: true }, 'me')).toBe(false);
    expect(isMyTurn({ ...draft, status: 'completed' }, 'me')).toBe(false);
    expect(isMyTurn(draft, null)).toBe(false);
  });

  it('allows a pick of an available item on my turn only', () => {
    expect(pickBlocker(draft, 'me', entry(), false)).toBeNull();
    expect(pickBlocker(draft, 'other', entry(), false)).toBe('Not your turn');
  });

  it('blocks picked and eliminated items, and a second pick while one is pending', () => {
    expect(pickBlocker(draft, 'me', entry(true, true), false)).toBe('Already selected');
    expect(pickBlocker(draft, 'me', entry(false), false)).toBe('Eliminated');
    expect(pickBlocker(draft, 'me', entry(), true)).toBe('A pick is being made');
  });

  it('blocks picks outside an active, running draft', () => {
    expect(pickBlocker({ ...draft, status: 'pending' }, 'me', entry(), false)).toBe('The draft has not started');
    expect(pickBlocker({ ...draft, paused: true }, 'me', entry(), false)).toBe('The draft is paused');
  });
});
