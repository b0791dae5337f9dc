import { UpstreamPool } from './upstreamPool';

describe('the copies of a service', () => {
  let clock = 0;
  const pool = () => new UpstreamPool(['http://a', 'http://b', 'http://c'], { downForMs: 1000, now: () => clock });
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

  it('need at least one', () => {
    expect(() => new UpstreamPool([])).toThrow('at least one copy');
  });
});
