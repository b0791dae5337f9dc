import { isRemoteShown, showRemote } from './remoteUsage';

describe('which remotes have a screen on the page', () => {
  it('counts each screen until the last one goes', () => {
    const first = showRemote('mf_player');
    const second = showRemote('mf_player');
    expect(isRemoteShown('mf_player')).toBe(true);
    first();
    first();
    expect(isRemoteShown('mf_player')).toBe(true);
    second();
    expect(isRemoteShown('mf_player')).toBe(false);
    expect(isRemoteShown('mf_admin')).toBe(false);
  });
});
