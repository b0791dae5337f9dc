import { assertStorableText, findUnstorableText } from './storableText';

/** `{ a: { a: … { a: leaf } } }` built without recursion. */
function nested(depth: number, leaf: unknown, kind: 'object' | 'array' = 'object'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
}

describe('stored-text check', () => {
  it('names the path of the first NUL or broken Unicode, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: ['fine', 'x\u0000'] })).toBe('b[1]');
    expect(findUnstorableText({ 'k\ud800': 1 })).toBe('k\ud800');
    expect(findUnstorableText({ a: { b: 'ok' }, c: { d: 'bad\udc00' } })).toBe('c.d');
    expect(findUnstorableText('x\u0000')).toBe('value');
    expect(findUnstorableText({ a: ['ok', { b: 'ok' }], c: 'paired \ud83d\ude00' })).toBeNull();
  });

  it('reports the first problem in document order', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, 'x\u0000'], c: 'y\u0000' })).toBe('a[1]');
    expect(findUnstorableText({ first: { deep: 'x\u0000' }, 'second\u0000': 1 })).toBe('first.deep');
  });

  it('walks any depth without overflowing the stack', () => {
    for (const kind of ['object', 'array'] as const) {
      expect(findUnstorableText(nested(200_000, 'fine', kind))).toBeNull();
      const found = findUnstorableText(nested(200_000, 'x\u0000', kind));
      expect(found).toEqual(expect.any(String));
      expect(found!.length).toBeGreaterThan(200_000);
    }
    expect(() => assertStorableText(nested(200_000, 'fine'))).not.toThrow();
  });

  it('ends on a value that refers to itself', () => {
    const loop: Record<string, unknown> = { name: 'ok' };
    loop.self = loop;
    expect(findUnstorableText(loop)).toBeNull();
  });
});
