import { emailSeenBy, maskEmail, seesEmailWhole } from './emailMask';

describe('email masking', () => {
  it('masks an email to its first letter and domain', () => {
    expect(maskEmail('alex.rivera@example.com')).toBe('a***@example.com');
    expect(maskEmail('zoey@bwe5th.example')).toBe('z***@bwe5th.example');
    expect(maskEmail('nope')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });

  it('masks a short name whole: its first letter would name the person', () => {
    expect(maskEmail('z@bwe5th.example')).toBe('***@bwe5th.example');
    expect(maskEmail('zq@bwe5th.example')).toBe('***@bwe5th.example');
    expect(maskEmail('zqx@bwe5th.example')).toBe('***@bwe5th.example');
    expect(maskEmail('ñ@example.com')).toBe('***@example.com');
    expect(maskEmail('😀ab@example.com')).toBe('***@example.com');
    expect(maskEmail('😀abc@example.com')).toBe('😀***@example.com');
  });

  it('shows an admin every email, a player their own, and others masked', () => {
    const admin = { id: 'a1', userType: 'admin' as const };
    const player = { id: 'p1', userType: 'player' as const };
    expect(seesEmailWhole(admin, 'p2')).toBe(true);
    expect(seesEmailWhole(player, 'p1')).toBe(true);
    expect(seesEmailWhole(player, 'p2')).toBe(false);
    expect(emailSeenBy(admin, 'p2', 'blake@example.test')).toBe('blake@example.test');
    expect(emailSeenBy(player, 'p1', 'alex@example.test')).toBe('alex@example.test');
    expect(emailSeenBy(player, 'p2', 'blake@example.test')).toBe('b***@example.test');
    expect(emailSeenBy(player, 'p2', null)).toBeNull();
  });
});
