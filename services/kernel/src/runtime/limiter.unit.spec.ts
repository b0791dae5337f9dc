import { Limiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A task that counts how many run at once, and answers its item doubled after a few ticks. */
function counted() {
  let inFlight = 0;
  let peak = 0;
  const task = async (item: number) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    for (let n = 0; n < 1 + (item % 3); n += 1) await tick();
    inFlight -= 1;
    return item * 2;
  };
  return { task, peak: () => peak, inFlight: () => inFlight };
}

describe('Limiter', () => {
  it('runs at most its concurrency at once and answers in the items order', async () => {
    const limiter = new Limiter(3);
    const { task, peak, inFlight } = counted();
    const items = Array.from({ length: 50 }, (_, n) => n);
    expect(await limiter.map(items, task)).toEqual(items.map((n) => n * 2));
    expect(peak()).toBe(3);
    expect(inFlight()).toBe(0);
  });

  it('bounds the tasks of every caller sharing it together', async () => {
    const limiter = new Limiter(4);
    const { task, peak } = counted();
    const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.map([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], task)));
    expect(answers).toEqual(Array.from({ length: 8 }, () => [2, 4, 6, 8, 10, 12, 14, 16, 18, 20]));
    expect(peak()).toBe(4);
  });

  it('frees the turn of a task that fails', async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('refuses a task beyond maxWaiting at once, with its refusal', async () => {
    const limiter = new Limiter(1, { maxWaiting: 1, refusal: () => new Error('busy') });
    let release!: () => void;
    const first = limiter.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toThrow('busy');
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(await limiter.run(async () => 'after')).toBe('after');
  });
});
