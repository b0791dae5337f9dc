import { REMOTE_ROUTES, matchRemoteRoute } from './routeRemotes';

describe('matchRemoteRoute', () => {
  it("finds a draft room's remote and module, with the draft's id", () => {
    expect(matchRemoteRoute('/player/draft/42')).toEqual({
      route: expect.objectContaining({ path: '/player/draft/:id', remote: 'mf_drafts', module: './PlayerDraftRoom' }),
      params: { id: '42' },
    });
    expect(matchRemoteRoute('/draft/7')?.route.module).toBe('./AdminDraftRoom');
  });

  it('tells a route apart from a longer one by its number of segments', () => {
    expect(matchRemoteRoute('/draft/7/results')?.route.module).toBe('./DraftResultsPage');
    expect(matchRemoteRoute('/admin')?.route.module).toBe('./AdminDashboard');
    expect(matchRemoteRoute('/admin/mini-games')?.route.remote).toBe('mf_minigames');
  });

  it('matches as React Router does: literal segments in any case, a trailing slash, decoded params', () => {
    expect(matchRemoteRoute('/Player/Dashboard/')?.route.path).toBe('/player/dashboard');
    expect(matchRemoteRoute('/join/AB%20CD')?.params).toEqual({ code: 'AB CD' });
  });

  it("is null for the shell's own pages, unknown paths and undecodable params", () => {
    for (const pathname of ['/', '/login', '/home', '/nowhere', '/player/draft', '/player/draft/1/2', '/join/%E0%A4%A'])
      expect(matchRemoteRoute(pathname)).toBeNull();
  });

  it('matches every route of the table by its own path', () => {
    for (const route of REMOTE_ROUTES) expect(matchRemoteRoute(route.path.replace(/:\w+/g, '1'))?.route.path).toBe(route.path);
  });
});
