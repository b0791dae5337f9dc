import { applicationServerKey, subscriptionBody } from './applicationServerKey';

describe('the application server key', () => {
  it('is the base64url text as bytes, with or without padding', () => {
    expect([...applicationServerKey('BP8A_-8')]).toEqual([0x04, 0xff, 0x00, 0xff, 0xef]);
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
    expect([...applicationServerKey('AQ==')]).toEqual([1]);
  });

  it('gives the 65 bytes of an uncompressed P-256 key', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});

describe('the subscription body', () => {
  it('takes the endpoint, the two keys and the expiry from PushSubscription.toJSON()', () => {
    expect(subscriptionBody({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } })).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: 'p', auth: 'a' },
      expirationTime: null,
    });
  });

  it('is null when the browser gave no keys', () => {
    expect(subscriptionBody({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' })).toBeNull();
    expect(subscriptionBody({ keys: { p256dh: 'p', auth: 'a' } })).toBeNull();
  });
});
