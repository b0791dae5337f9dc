import { apiPath, apiRoute } from './apiRoute';

describe('apiRoute', () => {
  it('takes method and path from the route table, with the path parameters encoded', () => {
    expect(apiRoute('drafts', 'getDraft', { params: { id: 'd 1' } })).toEqual({ url: '/api/drafts/d%201', method: 'GET' });
    expect(apiRoute('drafts', 'startCountdown', { params: { id: 'd1' } })).toEqual({ url: '/api/drafts/d1/start-countdown', method: 'POST' });
    expect(apiRoute('scoring', 'correctEntry', { params: { entryId: 'team:t1:3:placement' }, body: { points: 2 } })).toEqual({
      url: '/api/admin/points/entries/team%3At1%3A3%3Aplacement',
      method: 'PUT',
      body: { points: 2 },
    });
    expect(apiRoute('scoring', 'periodEntries', { params: { showType: 'big_brother', period: 4 } }).url).toBe('/api/admin/points/periods/big_brother/4');
    expect(apiRoute('catalog', 'eliminateTeam', { params: { id: 't1' }, body: { eliminated: true } }).method).toBe('PUT');
  });

  it('sends a body only when given, and the query as given', () => {
    expect(apiRoute('drafts', 'startDraft', { params: { id: 'd1' } })).not.toHaveProperty('body');
    expect(apiRoute('minigames', 'finishMiniGame', { params: { id: 'g1' }, body: {} })).toEqual({
      url: '/api/admin/mini-games/g1/finish',
      method: 'POST',
      body: {},
    });
    expect(apiRoute('scoring', 'leaderboard', { query: { draftId: 'd1', showType: undefined } })).toEqual({
      url: '/api/leaderboard',
      method: 'GET',
      params: { draftId: 'd1', showType: undefined },
    });
    expect(apiRoute('identity', 'logout')).toEqual({ url: '/api/auth/logout', method: 'POST' });
  });

  it('refuses to build a path whose parameter is missing', () => {
    expect(() => apiPath('/drafts/:id/pick', {})).toThrow('needs :id');
  });
});
