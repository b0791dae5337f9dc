import { inviteLink, invitePath } from './inviteLink';

describe('invite links', () => {
  it('are <origin>/join/<code>', () => {
    expect(inviteLink('ABC123', 'https://league.example')).toBe('https://league.example/join/ABC123');
    expect(invitePath('a b')).toBe('/join/a%20b');
  });
});
