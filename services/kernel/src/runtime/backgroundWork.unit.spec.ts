import { BackgroundWork } from './backgroundWork';

describe('background work', () => {
  it('runs off the caller, hands a failure to its handler, and is idle once every run has ended', async () => {
    const work = new BackgroundWork();
    const done: string[] = [];
    const failures: unknown[] = [];
    work.run(async () => {
      await work.wait(10);
      done.push('first');
    }, failures.push.bind(failures));
    work.run(() => Promise.reject(new Error('refused')), failures.push.bind(failures));
    expect(done).toEqual([]);
    await work.idle();
    expect(done).toEqual(['first']);
    expect(failures).toEqual([new Error('refused')]);
  });

  it('ends its waits at once when stopped, and takes no new run after', async () => {
    const work = new BackgroundWork();
    const started = Date.now();
    let ran = false;
    work.run(
      () => work.wait(60_000),
      () => undefined,
    );
    await work.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(work.stopped).toBe(true);
    work.run(
      async () => {
        ran = true;
      },
      () => undefined,
    );
    await work.idle();
    expect(ran).toBe(false);
  });
});
