import { replacedTokens } from './revokeToken';

describe('tokens replaced by a login', () => {
  it('lists every stored token other than the new one', () => {
    expect(replacedTokens({ adminToken: 'a', playerToken: 'p' }, 'new')).toEqual(['a', 'p']);
    expect(replacedTokens({ adminToken: null, playerToken: 'p' }, 'new')).toEqual(['p']);
  });

  it('never lists the new token, nothing twice, and nothing when no session was stored', () => {
    expect(replacedTokens({ adminToken: 'same', playerToken: null }, 'same')).toEqual([]);
    expect(replacedTokens({ adminToken: 'x', playerToken: 'x' }, 'new')).toEqual(['x']);
    expect(replacedTokens({ adminToken: null, playerToken: null }, 'new')).toEqual([]);
  });
});
