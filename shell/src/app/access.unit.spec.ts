import { canAccess } from './access';

describe('route access', () => {
  it('lets anyone open public routes', () => {
    expect(canAccess('anonymous', 'anyone')).toBe(true);
  });

  it('admin-only routes need an admin session', () => {
    expect(canAccess('admin', 'admin')).toBe(true);
    expect(canAccess('player', 'admin')).toBe(false);
    expect(canAccess('anonymous', 'admin')).toBe(false);
  });

  it('player-only routes need a player session', () => {
    expect(canAccess('player', 'player')).toBe(true);
    expect(canAccess('admin', 'player')).toBe(false);
    expect(canAccess('anonymous', 'player')).toBe(false);
  });

  it('admin-or-player routes need any session', () => {
    expect(canAccess('admin', 'member')).toBe(true);
    expect(canAccess('player', 'member')).toBe(true);
    expect(canAccess('anonymous', 'member')).toBe(false);
  });
});
