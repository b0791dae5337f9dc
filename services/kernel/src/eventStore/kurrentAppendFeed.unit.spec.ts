import { EventEmitter } from 'node:events';
import { KurrentAppendFeed, type LiveSubscription } from './kurrentAppendFeed';

/** Stands in for the client's subscription to $all: the test plays the server. */
class FakeSubscription extends EventEmitter implements LiveSubscription {
  unsubscribed = false;
  async unsubscribe() {
    this.unsubscribed = true;
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!done()) throw new Error('timed out');
};

describe('KurrentDB append feed', () => {
  let subscriptions: FakeSubscription[];
  let feed: KurrentAppendFeed;
  const latest = () => subscriptions[subscriptions.length - 1];

  beforeEach(() => {
    subscriptions = [];
    feed = new KurrentAppendFeed(
      () => {
        subscriptions.push(new FakeSubscription());
        return latest();
      },
      { retryMs: 10, confirmTimeoutMs: 200 },
    );
  });
  afterEach(() => feed.stop());

  async function started() {
    const start = feed.start();
    latest().emit('confirmation');
    await start;
  }

  it('starts once the server confirms the subscription', async () => {
    let confirmed = false;
    const start = feed.start().then(() => (confirmed = true));
    await tick();
    expect(confirmed).toBe(false);
    latest().emit('confirmation');
    await start;
    expect(confirmed).toBe(true);
  });

  it('fails to start when the subscription fails or is never confirmed', async () => {
    const failing = feed.start();
    latest().emit('error', new Error('unavailable'));
    await expect(failing).rejects.toThrow('unavailable');
    await feed.stop();

    const silent = new KurrentAppendFeed(() => new FakeSubscription(), { confirmTimeoutMs: 20 });
    await expect(silent.start()).rejects.toThrow(/did not confirm/);
    await silent.stop();
  });

  it('wakes listeners once for a burst of events', async () => {
    await started();
    let woken = 0;
    feed.listen(() => (woken += 1));
    for (let i = 0; i < 5; i += 1) latest().emit('data', {});
    feed.wake();
    await tick();
    expect(woken).toBe(1);
    latest().emit('data', {});
    await tick();
    expect(woken).toBe(2);
  });

  it('stops waking a listener once it unsubscribes', async () => {
    await started();
    let woken = 0;
    const stop = feed.listen(() => (woken += 1));
    stop();
    latest().emit('data', {});
    await tick();
    expect(woken).toBe(0);
  });

  it('follows again after the subscription is lost, and wakes listeners once it is back', async () => {
    await started();
    let woken = 0;
    feed.listen(() => (woken += 1));
    const lost = latest();
    lost.emit('error', new Error('connection reset'));
    lost.emit('close'); // the same loss reported twice subscribes only once more
    expect(lost.unsubscribed).toBe(true);
    await until(() => subscriptions.length === 2);
    expect(woken).toBe(0);
    latest().emit('confirmation');
    await until(() => woken === 1);
    latest().emit('data', {});
    await until(() => woken === 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(subscriptions).toHaveLength(2);
  });

  it('keeps trying while the server stays away', async () => {
    await started();
    latest().emit('close');
    await until(() => subscriptions.length === 2);
    latest().emit('error', new Error('unavailable'));
    await until(() => subscriptions.length === 3);
  });

  it('stops following and waking when stopped', async () => {
    await started();
    let woken = 0;
    feed.listen(() => (woken += 1));
    const current = latest();
    latest().emit('data', {});
    await feed.stop();
    await tick();
    expect(woken).toBe(0);
    expect(current.unsubscribed).toBe(true);
    current.emit('close');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(subscriptions).toHaveLength(1);
  });
});
