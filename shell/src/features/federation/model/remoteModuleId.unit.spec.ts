import { remoteModuleId, remoteNameOf } from './remoteModuleId';

describe('remote module ids', () => {
  it('joins the remote name and the exposed path', () => {
    expect(remoteModuleId('mf_admin', './AdminDashboard')).toBe('mf_admin/AdminDashboard');
    expect(remoteModuleId('mf_player', 'PlayerDashboard')).toBe('mf_player/PlayerDashboard');
  });

  it('reads the remote name back', () => {
    expect(remoteNameOf('mf_drafts/DraftsPage')).toBe('mf_drafts');
  });
});
