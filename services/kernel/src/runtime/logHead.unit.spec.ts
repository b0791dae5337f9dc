import { logHeadReader } from './logHead';

/** A head read that resolves when told to, counting the reads. */
function heldHead() {
  const reads: Array<(head: number) => void> = [];
  const readHead = () => new Promise<number>((resolve) => reads.push(resolve));
  return { reads, readHead };
}

describe('the log head a request counts', () => {
  it('reads no head for a position within the last one read', async () => {
    const { reads, readHead } = heldHead();
    const head = logHeadReader(readHead);
    const first = head(5);
    reads[0](10);
    expect(await first).toBe(10);
    expect(await head(10)).toBe(10);
    expect(reads).toHaveLength(1);
  });

  it('counts a position beyond it only by a read begun after it was asked for, one read shared by all who asked meanwhile', async () => {
    const { reads, readHead } = heldHead();
    const head = logHeadReader(readHead);
    const early = head(5);
    // Asked while the first read is under way: that read may have begun before their write was answered.
    const [late, later] = [head(12), head(15)];
    expect(reads).toHaveLength(1);
    reads[0](10);
    expect(await early).toBe(10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(2);
    reads[1](20);
    expect([await late, await later]).toEqual([20, 20]);
  });

  it('a failed read fails its askers only', async () => {
    let fail = true;
    const head = logHeadReader(async () => {
      if (fail) throw new Error('store down');
      return 7;
    });
    await expect(head(3)).rejects.toThrow('store down');
    fail = false;
    expect(await head(3)).toBe(7);
  });
});
