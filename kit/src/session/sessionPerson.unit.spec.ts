import { sessionPerson } from './sessionPerson';

describe('session person', () => {
  const admin = { id: 'a1', username: 'boss' };
  const player = { id: 'p1', firstName: 'Pat' };

  it("is the admin's record for an admin session", () => {
    expect(sessionPerson({ role: 'admin', token: 't', admin })).toBe(admin);
  });

  it("is the player's record for a player session", () => {
    expect(sessionPerson({ role: 'player', token: 't', player })).toBe(player);
  });

  it('is null when logged out or when no record is stored', () => {
    expect(sessionPerson({ role: 'anonymous' })).toBeNull();
    expect(sessionPerson({ role: 'admin', token: 't', admin: null })).toBeNull();
  });
});
