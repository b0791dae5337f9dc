import { displayName, fullName, initials } from './displayName';

describe('display name', () => {
  it('uses the first name first', () => {
    expect(displayName({ firstName: 'Ada', username: 'boss' }, 'admin')).toBe('Ada');
  });

  it('falls back to the username', () => {
    expect(displayName({ firstName: '  ', username: 'boss' }, 'admin')).toBe('boss');
  });

  it("falls back to the word 'Admin' or 'Player'", () => {
    expect(displayName({}, 'admin')).toBe('Admin');
    expect(displayName(null, 'player')).toBe('Player');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace' }, 'admin')).toBe('AL');
  });

  it('works with only one name', () => {
    expect(initials({ firstName: 'Pat' }, 'player')).toBe('P');
    expect(initials({ lastName: 'Lee' }, 'player')).toBe('L');
  });

  it('uses the username when there is no name', () => {
    expect(initials({ username: 'admin' }, 'admin')).toBe('AD');
  });

  it('falls back to the role letter', () => {
    expect(initials(undefined, 'admin')).toBe('A');
    expect(initials({}, 'player')).toBe('P');
  });
});

describe('full name', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Pat', lastName: 'Lee' })).toBe('Pat Lee');
    expect(fullName({ firstName: 'Pat', lastName: null })).toBe('Pat');
  });

  it("says 'Unknown Player' when there is no name", () => {
    expect(fullName({})).toBe('Unknown Player');
  });
});
