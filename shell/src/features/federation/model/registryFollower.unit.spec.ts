import type { Registry } from './registry';
import { followRegistry } from './registryFollower';

const V1: Registry = { mf_admin: 'http://localhost:8080/mf/admin/mf-manifest.json' };
const V2: Registry = { mf_admin: 'http://127.0.0.1:9000/v2/mf-manifest.json' };

/** A registry endpoint the test answers by hand: each read waits for `answer` or `fail`. */
function endpoint() {
  const reads: Array<{ resolve: (registry: Registry) => void; reject: (error: Error) => void }> = [];
  const read = jest.fn(() => new Promise<Registry>((resolve, reject) => reads.push({ resolve, reject })));
  const settle = async (outcome: Registry | Error) => {
    const next = reads.shift();
    if (!next) throw new Error('no read is waiting');
    if (outcome instanceof Error) next.reject(outcome);
    else next.resolve(outcome);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  };
  return { read, answer: settle, fail: (message: string) => settle(new Error(message)) };
}

describe('following the remote registry', () => {
  let clock: number;
  const now = () => clock;
  const onStaleRead = jest.fn();
  beforeEach(() => {
    clock = 1_000_000;
    onStaleRead.mockClear();
  });
  /** A registry followed every 5 s, a screen waiting at most 1 s for a read. */
  const following = () => {
    const api = endpoint();
    return { api, registry: followRegistry(api.read, { intervalMs: 5000, waitMs: 1000, now, onStaleRead }) };
  };
  /** What a screen's demand gets when the endpoint answers `answer`. */
  const demandAnswered = async ({ api, registry }: ReturnType<typeof following>, answer: Registry) => {
    const demanded = registry.current();
    await api.answer(answer);
    return demanded;
  };

  it('reads once at first, then again only after the interval, so the next screen after a change gets it', async () => {
    const followed = following();
    const { api, registry } = followed;
    const first = registry.current();
    const meanwhile = registry.current();
    await api.answer(V1);
    expect(await first).toBe(V1);
    expect(await meanwhile).toBe(V1);
    expect(api.read).toHaveBeenCalledTimes(1);

    clock += 4999;
    expect(await registry.current()).toBe(V1);
    expect(api.read).toHaveBeenCalledTimes(1);

    clock += 1;
    expect(await demandAnswered(followed, V2)).toBe(V2);
    expect(api.read).toHaveBeenCalledTimes(2);
  });

  it('goes on with the last good registry when a read fails, and tries again after the interval', async () => {
    const followed = following();
    const { api, registry } = followed;
    await demandAnswered(followed, V1);
    clock += 6000;
    const failed = registry.current();
    await api.fail('503');
    expect(await failed).toBe(V1);
    expect(onStaleRead).toHaveBeenCalledWith(expect.objectContaining({ message: '503' }));

    clock += 1000;
    expect(await registry.current()).toBe(V1);
    expect(api.read).toHaveBeenCalledTimes(2);
    clock += 5000;
    expect(await demandAnswered(followed, V2)).toBe(V2);
  });

  it('does not hold a screen up for a slow read: the last good registry serves, the fresh one the next screen', async () => {
    jest.useFakeTimers();
    try {
      const followed = following();
      const { api, registry } = followed;
      await demandAnswered(followed, V1);
      clock += 6000;
      const slow = registry.current();
      jest.advanceTimersByTime(1000);
      expect(await slow).toBe(V1);
      await api.answer(V2);
      expect(await registry.current()).toBe(V2);
      expect(api.read).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects while no registry was ever read, and reads again on the next demand', async () => {
    const followed = following();
    const { api, registry } = followed;
    const first = registry.current();
    await api.fail('offline');
    await expect(first).rejects.toThrow('offline');
    expect(await demandAnswered(followed, V1)).toBe(V1);
    expect(onStaleRead).not.toHaveBeenCalled();
  });

  it('reloads at once on demand, whatever the interval (a retry)', async () => {
    const followed = following();
    const { api, registry } = followed;
    await demandAnswered(followed, V1);
    const reloaded = registry.reload();
    await api.answer(V2);
    expect(await reloaded).toBe(V2);
    expect(await registry.current()).toBe(V2);
  });
});
