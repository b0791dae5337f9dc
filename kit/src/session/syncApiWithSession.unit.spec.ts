import { watchTokens } from './syncApiWithSession';
import type { SessionTokens } from './types';

describe('token watch', () => {
  it('calls back only when a stored token changes', () => {
    let tokens: SessionTokens = { adminToken: 'a1', playerToken: null };
    const onChange = jest.fn();
    const listener = watchTokens(() => tokens, onChange);

    listener(); // e.g. adminData changed: same token
    expect(onChange).not.toHaveBeenCalled();

    tokens = { adminToken: 'a2', playerToken: null }; // another tab logged in as someone else
    listener();
    listener();
    expect(onChange).toHaveBeenCalledTimes(1);

    tokens = { adminToken: null, playerToken: null }; // logout
    listener();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('tells the two token slots apart', () => {
    let tokens: SessionTokens = { adminToken: 't', playerToken: null };
    const onChange = jest.fn();
    const listener = watchTokens(() => tokens, onChange);
    tokens = { adminToken: null, playerToken: 't' };
    listener();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
