import { apiRoute } from './apiRoute';
import { identityRoute } from './identityRoute';

describe('identityRoute', () => {
  it('builds the same request as apiRoute on identity', () => {
    const body = { emailOrUsername: 'alex@demo.test', password: 'secret' };
    expect(identityRoute('login', { body })).toEqual(apiRoute('identity', 'login', { body }));
    expect(identityRoute('login', { body })).toEqual({ url: '/api/auth/login', method: 'POST', body });
    expect(identityRoute('logout')).toEqual(apiRoute('identity', 'logout'));
    expect(identityRoute('demoAccounts')).toEqual(apiRoute('identity', 'demoAccounts'));
  });
});
