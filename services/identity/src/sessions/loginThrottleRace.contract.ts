import { TooManyRequests, type DocumentStore } from '@reality-draft/kernel';
import { initLoginAttempts, LoginThrottle } from './loginThrottle';

/** Each process's connection to one shared store (the same store object twice, for an embedded one). */
export interface SharedStore {
  processes: [DocumentStore, DocumentStore];
  close(): Promise<void>;
}

/** What the throttle keeps exact when many attempts race on one key, whatever store it shares. */
export function loginThrottleRaceContract(open: () => Promise<SharedStore>): void {
  const limit = { maxFailures: 16, windowMs: 60_000 };
  let shared: SharedStore;
  let key: string;
  beforeAll(async () => {
    shared = await open();
    await initLoginAttempts(shared.processes[0]);
  });
  afterAll(() => shared.close());
  beforeEach(() => {
    key = `ann-${Math.random().toString(36).slice(2)}`;
  });

  const throttles = (name: string) => shared.processes.map((docs) => new LoginThrottle(docs, name, limit));
  /** Other requests' calls to the shared store come in between, so racing attempts reach it a few calls apart. */
  const otherRequests = async (docs: DocumentStore) => {
    for (let calls = Math.floor(Math.random() * 8); calls > 0; calls -= 1) await docs.collection('other_requests').count();
  };
  /** The key's whole limit is free: exactly that many attempts are let in. */
  const expectNothingCounted = async (throttle: LoginThrottle) => {
    const outcomes = await Promise.allSettled(Array.from({ length: limit.maxFailures + 4 }, () => throttle.attempt(key)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(limit.maxFailures);
  };

  it('keeps the count exact: 16 successes in flight at a time, round after round, in two processes, leave nothing counted', async () => {
    const byProcess = throttles('address');
    const success = async (n: number) => {
      const [throttle, docs] = [byProcess[n % 2], shared.processes[n % 2]];
      await otherRequests(docs);
      const counted = await throttle.attempt(key);
      await otherRequests(docs);
      await throttle.takeBack(counted);
    };
    for (let round = 0; round < 20; round += 1) await Promise.all(Array.from({ length: limit.maxFailures }, (_, n) => success(n)));
    await expectNothingCounted(byProcess[0]);
  });

  it('refuses no attempt below the limit while successes clear the key', async () => {
    const byProcess = throttles('pair');
    const successThenClear = async (n: number) => {
      const [throttle, docs] = [byProcess[n % 2], shared.processes[n % 2]];
      await otherRequests(docs);
      await throttle.attempt(key);
      await otherRequests(docs);
      await throttle.clear(key);
    };
    for (let round = 0; round < 20; round += 1) await Promise.all(Array.from({ length: 8 }, (_, n) => successThenClear(n)));
    await expectNothingCounted(byProcess[0]);
  });

  it('counts the failures among racing successes exactly: the limit is left for no more and no fewer', async () => {
    const byProcess = throttles('address');
    const attempt = async (n: number) => {
      await otherRequests(shared.processes[n % 2]);
      return byProcess[n % 2].attempt(key);
    };
    const success = async (n: number) => byProcess[n % 2].takeBack(await attempt(n));
    const failures = Array.from({ length: 6 }, (_, n) => attempt(n));
    const successes = Array.from({ length: 12 }, (_, n) => success(n));
    const failed = (await Promise.allSettled(failures)).filter((o) => o.status === 'fulfilled').length;
    await Promise.allSettled(successes);
    const further = await Promise.allSettled(Array.from({ length: limit.maxFailures }, () => byProcess[1].attempt(key)));
    expect(further.filter((o) => o.status === 'fulfilled')).toHaveLength(limit.maxFailures - failed);
    await expect(byProcess[0].attempt(key)).rejects.toThrow(TooManyRequests);
  });
}
