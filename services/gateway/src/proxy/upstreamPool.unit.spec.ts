import { UpstreamPool } from './upstreamPool';

describe('the copies of a service', () => {
  let clock = 0;
  const pool = () => new UpstreamPool(['http://a', 'http://b', 'http://c'], { downForMs: 1000, readinessEveryMs: 0, now: () => clock });
  const firsts = (copies: UpstreamPool, times: number) => Array.from({ length: times }, () => copies.order()[0]);

  it('are taken in turn, each try listing the others after it', () => {
    const copies = pool();
    expect(copies.order()).toEqual(['http://a', 'http://b', 'http://c']);
    expect(copies.order()).toEqual(['http://b', 'http://c', 'http://a']);
    expect(firsts(copies, 4)).toEqual(['http://c', 'http://a', 'http://b', 'http://c']);
  });

  it('leave one that refused out of the rotation for a while, then try it again', () => {
    const copies = pool();
    clock = 0;
    copies.markDown('http://b');
    expect(firsts(copies, 4)).toEqual(['http://a', 'http://c', 'http://c', 'http://a']);
    expect(copies.order().at(-1)).toBe('http://b');
    clock = 1000;
    expect(firsts(copies, 3)).toEqual(['http://c', 'http://a', 'http://b']);
  });

  it('answering takes a copy back at once; with every copy out, the one out longest comes first', () => {
    const copies = pool();
    clock = 0;
    copies.markDown('http://c');
    clock = 10;
    copies.markDown('http://a');
    clock = 20;
    copies.markDown('http://b');
    expect(copies.order()).toEqual(['http://c', 'http://a', 'http://b']);
    copies.markUp('http://b');
    expect(copies.order()).toEqual(['http://b', 'http://c', 'http://a']);
  });

  it('put one that says it is not ready after the ready ones, and ask again a while later', async () => {
    const notReady = new Set(['http://a']);
    const asked: string[] = [];
    const copies = new UpstreamPool(['http://a', 'http://b', 'http://c'], {
      readinessEveryMs: 1000,
      now: () => clock,
      isReady: async (copy) => {
        asked.push(copy);
        return !notReady.has(copy);
      },
    });
    clock = 0;
    expect(copies.order()).toEqual(['http://a', 'http://b', 'http://c']);
    await Promise.resolve();
    expect(firsts(copies, 3)).toEqual(['http://b', 'http://c', 'http://b']);
    expect(copies.order()).toEqual(['http://b', 'http://c', 'http://a']);
    expect(asked).toEqual(['http://a', 'http://b', 'http://c']);
    notReady.clear();
    clock = 1000;
    copies.order();
    await Promise.resolve();
    expect(firsts(copies, 3)).toEqual(['http://a', 'http://b', 'http://c']);
    expect(asked).toHaveLength(6);
  });

  it('are never asked when there is only one: there is no other to send to', () => {
    const asked: string[] = [];
    const only = new UpstreamPool(['http://a'], { isReady: async (copy) => Boolean(asked.push(copy)) });
    only.order();
    expect(asked).toEqual([]);
  });

  it('need at least one', () => {
    expect(() => new UpstreamPool([])).toThrow('at least one copy');
  });
});
