import { afterSignIn } from './returnTo';

describe('where a sign-in lands', () => {
  it('back on the page asked for, when the new session may open it', () => {
    expect(afterSignIn('player', { path: '/join/ABC123', roles: ['player'] })).toBe('/join/ABC123');
    expect(afterSignIn('admin', { path: '/drafts?x=1', roles: ['admin'] })).toBe('/drafts?x=1');
    expect(afterSignIn('player', { path: '/mini-game-leaderboard', roles: ['admin', 'player'] })).toBe('/mini-game-leaderboard');
  });

  it("on the role's start page otherwise", () => {
    expect(afterSignIn('admin', { path: '/join/ABC123', roles: ['player'] })).toBe('/admin');
    expect(afterSignIn('player', { path: '/drafts', roles: ['admin'] })).toBe('/player/dashboard');
    expect(afterSignIn('player')).toBe('/player/dashboard');
  });
});
