import { accountKeyDigest } from '../accounts/accountKey';
import { NedbDocumentStore, TooManyRequests } from '@reality-draft/kernel';
import { initLoginAttempts, LOGIN_ATTEMPTS, LoginThrottle } from './loginThrottle';
import { loginThrottleRaceContract } from './loginThrottleRace.contract';

describe('LoginThrottle', () => {
  const rule = { maxFailures: 3, windowMs: 60_000 };
  let clock: number;
  let docs: NedbDocumentStore;
  let throttle: LoginThrottle;
  beforeEach(async () => {
    clock = 0;
    docs = new NedbDocumentStore();
    await initLoginAttempts(docs);
    throttle = new LoginThrottle(docs, 'pair', rule, () => clock);
  });
  const attempts = (n: number, key = 'ann', by = throttle) => Promise.all(Array.from({ length: n }, () => by.attempt(key)));

  it('refuses once the limit of attempts within the window is used, with the wait in the message', async () => {
    for (let i = 0; i < 3; i += 1) await throttle.attempt('ann');
    clock = 15_000;
    await expect(throttle.attempt('ann')).rejects.toThrow(new TooManyRequests('Too many failed login attempts. Please try again in 1 minute.', 45));
    await expect(throttle.attempt('bob')).resolves.toMatchObject({ key: 'bob' });
  });

  it('counts attempts whose outcome is not known yet, so parallel guesses are limited too', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => throttle.attempt('ann')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
  });

  it('holds across processes: a second throttle on the same store sees the first one’s count', async () => {
    const elsewhere = new LoginThrottle(docs, 'pair', rule, () => clock);
    await attempts(2);
    await elsewhere.attempt('ann');
    await expect(throttle.attempt('ann')).rejects.toThrow(TooManyRequests);
    const otherKind = new LoginThrottle(docs, 'address', rule, () => clock);
    await expect(otherKind.attempt('ann')).resolves.toMatchObject({ key: 'ann' });
  });

  it('takes back the attempt of a success, and clear forgets every failure', async () => {
    const [success] = await attempts(2);
    await throttle.takeBack(success);
    await attempts(2);
    await expect(throttle.attempt('ann')).rejects.toThrow(TooManyRequests);
    await throttle.clear('ann');
    await expect(throttle.attempt('ann')).resolves.toMatchObject({ key: 'ann' });
  });

  it('lets the key in again once the window has passed', async () => {
    await attempts(3);
    clock = 60_000;
    await expect(throttle.attempt('ann')).resolves.toMatchObject({ key: 'ann' });
    await attempts(2);
    await expect(throttle.attempt('ann')).rejects.toThrow(TooManyRequests);
  });

  it('takes an attempt back only from the window that counted it', async () => {
    const early = await throttle.attempt('ann');
    clock = 60_000;
    await attempts(3);
    await throttle.takeBack(early);
    await expect(throttle.attempt('ann')).rejects.toThrow(TooManyRequests);
    await throttle.clear('ann');
    const cleared = await throttle.attempt('ann');
    await throttle.clear('ann');
    await attempts(3);
    await throttle.takeBack(cleared);
    await expect(throttle.attempt('ann')).rejects.toThrow(TooManyRequests);
  });

  it('keeps the digest of a key, never the key (an e-mail) itself', async () => {
    await throttle.attempt('ann@x.test');
    expect(JSON.stringify(await docs.collection(LOGIN_ATTEMPTS).find({}))).not.toContain('ann@x.test');
  });

  it('forgets the windows stored before keys were digests (they named an e-mail)', async () => {
    await docs.collection(LOGIN_ATTEMPTS).insertOne({ id: 'pair|ann@x.test|127.0.0.1', throttle: 'pair', count: 3, windowStart: 0, window: 'w' });
    await throttle.attempt('bo@x.test');
    await initLoginAttempts(docs);
    expect((await docs.collection(LOGIN_ATTEMPTS).find({})).map((attempt) => attempt.id)).toEqual([`pair|${accountKeyDigest('bo@x.test')}`]);
  });

  it('keeps the counts of windows stored before windows had names', async () => {
    await docs.collection(LOGIN_ATTEMPTS).insertOne({ id: `pair|${accountKeyDigest('ann')}`, throttle: 'pair', count: 3, windowStart: 0 });
    await initLoginAttempts(docs);
    await expect(throttle.attempt('ann')).rejects.toThrow(TooManyRequests);
  });
});

describe('LoginThrottle on an embedded store, when attempts race', () =>
  loginThrottleRaceContract(async () => {
    const docs = new NedbDocumentStore();
    return { processes: [docs, docs], close: async () => undefined };
  }));
