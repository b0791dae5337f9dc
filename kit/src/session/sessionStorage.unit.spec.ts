import {
  clearAllStorage,
  readSession,
  readTokens,
  removeAdminSession,
  removePlayerSession,
  removeSessionIfToken,
  writeAdminSession,
  writePlayerSession,
  type KeyValueStorage,
} from './sessionStorage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    dump: () => Object.fromEntries(data),
  };
}

const admin = { id: 'a1', username: 'boss', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io', profileImageUrl: null };
const player = { id: 'p1', email: 'pat@x.io', firstName: 'Pat', lastName: 'Lee', profileImageUrl: null };

describe('session storage rules', () => {
  it('is anonymous when nothing is stored', () => {
    expect(readSession(memoryStorage())).toEqual({ role: 'anonymous' });
  });

  it('reads an admin session from adminSessionToken + adminData', () => {
    const storage = memoryStorage({ adminSessionToken: 't-admin', adminData: JSON.stringify(admin) });
    expect(readSession(storage)).toEqual({ role: 'admin', token: 't-admin', admin });
  });

  it('reads a player session from playerSessionToken + playerData (with id)', () => {
    const storage = memoryStorage({ playerSessionToken: 't-player', playerData: JSON.stringify(player) });
    expect(readSession(storage)).toEqual({ role: 'player', token: 't-player', player });
  });

  it('lets the admin session win when both exist', () => {
    const storage = memoryStorage({
      adminSessionToken: 't-admin',
      adminData: JSON.stringify(admin),
      playerSessionToken: 't-player',
      playerData: JSON.stringify(player),
    });
    expect(readSession(storage)).toMatchObject({ role: 'admin', token: 't-admin' });
  });

  it('ignores unreadable stored data but keeps the token', () => {
    const storage = memoryStorage({ playerSessionToken: 't-player', playerData: '{not json' });
    expect(readSession(storage)).toEqual({ role: 'player', token: 't-player', player: null });
  });

  it('ignores data without a token', () => {
    expect(readSession(memoryStorage({ adminData: JSON.stringify(admin) }))).toEqual({ role: 'anonymous' });
  });

  it('writes an admin session and drops a player session', () => {
    const storage = memoryStorage({ playerSessionToken: 't-player', playerData: JSON.stringify(player) });
    writeAdminSession(storage, 't-admin', admin);
    expect(storage.dump()).toEqual({ adminSessionToken: 't-admin', adminData: JSON.stringify(admin) });
  });

  it('writes a player session and drops an admin session', () => {
    const storage = memoryStorage({ adminSessionToken: 't-admin', adminData: JSON.stringify(admin) });
    writePlayerSession(storage, 't-player', player);
    expect(storage.dump()).toEqual({ playerSessionToken: 't-player', playerData: JSON.stringify(player) });
    expect(readTokens(storage)).toEqual({ adminToken: null, playerToken: 't-player' });
  });

  it('player logout removes only the player keys', () => {
    const storage = memoryStorage({ playerSessionToken: 't', playerData: '{}', theme: 'dark' });
    removePlayerSession(storage);
    expect(storage.dump()).toEqual({ theme: 'dark' });
  });

  it('a rejected admin check removes the admin keys only', () => {
    const storage = memoryStorage({ adminSessionToken: 't', adminData: '{}', playerSessionToken: 'p' });
    removeAdminSession(storage);
    expect(storage.dump()).toEqual({ playerSessionToken: 'p' });
  });

  it('admin logout clears all local storage', () => {
    const storage = memoryStorage({ adminSessionToken: 't', adminData: '{}', theme: 'dark' });
    clearAllStorage(storage);
    expect(storage.dump()).toEqual({});
  });

  describe('a 401 drops the stored session only if it still holds the token that was sent', () => {
    it('drops the admin session for its own token', () => {
      const storage = memoryStorage({ adminSessionToken: 't1', adminData: '{}', theme: 'dark' });
      expect(removeSessionIfToken(storage, 'admin', 't1')).toBe(true);
      expect(storage.dump()).toEqual({ theme: 'dark' });
    });

    it('keeps a newer admin session (another tab logged in since the request was made)', () => {
      const storage = memoryStorage({ adminSessionToken: 't2', adminData: '{}' });
      expect(removeSessionIfToken(storage, 'admin', 't1')).toBe(false);
      expect(storage.dump()).toEqual({ adminSessionToken: 't2', adminData: '{}' });
    });

    it('drops the player session for its own token, and leaves the other role alone', () => {
      const storage = memoryStorage({ adminSessionToken: 'a', playerSessionToken: 'p', playerData: '{}' });
      expect(removeSessionIfToken(storage, 'admin', 'p')).toBe(false);
      expect(removeSessionIfToken(storage, 'player', 'p')).toBe(true);
      expect(storage.dump()).toEqual({ adminSessionToken: 'a' });
    });

    it('does nothing when no session is stored', () => {
      const storage = memoryStorage();
      expect(removeSessionIfToken(storage, 'player', 'p')).toBe(false);
      expect(storage.dump()).toEqual({});
    });
  });
});
