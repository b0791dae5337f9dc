import { playerName, sortPlayers } from './playerFormat';
import type { PlayerAccount } from './types';

const account = (id: string, createdAt: string): PlayerAccount => ({
  id,
  firstName: 'Pat',
  lastName: 'Lee',
  email: `${id}@x.io`,
  isActive: true,
  createdAt,
  profileImageUrl: null,
});

describe('player formatting', () => {
  it('names a player by first and last name', () => {
    expect(playerName({ firstName: 'Pat', lastName: 'Lee' })).toBe('Pat Lee');
    expect(playerName({ firstName: 'Pat', lastName: null })).toBe('Pat');
    expect(playerName({ firstName: null, lastName: null })).toBe('Unknown Player');
  });

  it('lists the newest accounts first', () => {
    const sorted = sortPlayers([account('a', '2026-01-01T00:00:00Z'), account('b', '2026-02-01T00:00:00Z')]);
    expect(sorted.map((p) => p.id)).toEqual(['b', 'a']);
  });
});
