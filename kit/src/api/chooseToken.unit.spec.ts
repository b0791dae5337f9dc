import { chooseToken, pathOf, prefersPlayerToken } from './chooseToken';

const both = { adminToken: 'A', playerToken: 'P' };

describe('token choice per path', () => {
  it.each([
    '/api/players/me',
    '/api/player/mini-games',
    '/api/player/mini-game/7',
    '/api/user/drafts',
    '/api/user/picks',
    '/api/drafts/join',
    '/api/leaderboard',
    '/api/drafts/42',
    '/api/drafts/42/pick',
    '/api/drafts/public',
  ])('prefers the player token for %s', (path) => {
    expect(prefersPlayerToken(path)).toBe(true);
    expect(chooseToken(path, both)).toBe('P');
  });

  it.each([
    '/api/admin/me',
    '/api/admin/players',
    '/api/admin/drafts',
    '/api/auth/logout',
    '/api/auth/login',
    '/api/drafts',
    '/api/teams',
    '/api/point-totals-table',
    '/api/public/team-picks',
  ])('prefers the admin token for %s', (path) => {
    expect(prefersPlayerToken(path)).toBe(false);
    expect(chooseToken(path, both)).toBe('A');
  });

  it('does not treat a /api/drafts/ path containing /api/admin/ as a player path', () => {
    expect(prefersPlayerToken('/api/drafts/x/api/admin/y')).toBe(false);
  });

  it('falls back to the other token', () => {
    expect(chooseToken('/api/players/me', { adminToken: 'A', playerToken: null })).toBe('A');
    expect(chooseToken('/api/admin/me', { adminToken: null, playerToken: 'P' })).toBe('P');
  });

  it('returns null when no token is stored', () => {
    expect(chooseToken('/api/admin/me', { adminToken: null, playerToken: null })).toBeNull();
  });

  it('looks at the path only (origin and query are ignored)', () => {
    expect(pathOf('http://localhost:8080/api/user/drafts?x=1#y')).toBe('/api/user/drafts');
    expect(chooseToken('https://game.example/api/leaderboard?week=2', both)).toBe('P');
  });
});
