import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { draftStream } from '@reality-draft/events';
import { openStorage, type Storage } from '@reality-draft/kernel';
import { SharedLock } from '@reality-draft/kernel/testing';
import { startDrafts, type DraftsHarness } from '../../test/draftsHarness';
import { manualClock } from '../../test/manualClock';

// docs/drafts.md#scheduled-start: a restart or a takeover by another copy never loses or doubles a
// scheduled start. The turn clock arms from the log, and the start names the time it is for.
jest.setTimeout(90_000);

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, tries = 400): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never held');
}
const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rd-schedule-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const START = '2026-11-21T20:30:00.000Z';

/** A draft two players joined, to start at 20:30 (the clock reads 20:00). */
async function scheduledDraft(h: DraftsHarness) {
  const admin = await h.adminToken();
  await h.seedCast('amazing_race', 13);
  const draft = await h.createDraft(admin, { startsAt: START });
  for (const name of ['Ann', 'Ben']) await h.join((await h.player(name)).token, draft.joinCode);
  return draft;
}

const startsIn = async (storage: Storage, draftId: string) =>
  (await storage.events.readStream(draftStream(draftId))).events.filter((event) => event.type === 'DraftStarted');

describe('a scheduled start on PGlite and NeDB files', () => {
  it('survives a restart between the scheduling and the start time: the restarted clock starts it once, on time', async () => {
    const clock = manualClock();
    const settings = { turnClock: true, now: clock.now, timers: clock.timers };
    const storage = await openStorage({ eventStore: 'pglite', dataDir });
    const before = await startDrafts(storage, settings);
    const draft = await scheduledDraft(before);
    clock.advance(10 * 60_000); // 20:10
    await before.running.stop();
    await storage.close();

    const reopened = await openStorage({ eventStore: 'pglite', dataDir });
    const after = await startDrafts(reopened, settings);
    await eventually(
      async () => clock.pendingAlarms(),
      (count) => count > 0,
    );
    clock.advance(20 * 60_000 - 100); // 20:29:59.9
    await settle();
    expect(await startsIn(reopened, draft.id)).toHaveLength(0);
    clock.advance(100);
    const admin = await after.adminToken();
    const room = await eventually(
      () => after.room(admin, draft.id),
      (r) => r.draft.status === 'active',
    );
    expect(room.draft.turnStartTime).toBe(START);
    clock.advance(60_000);
    await settle();
    expect(await startsIn(reopened, draft.id)).toHaveLength(1);
    await after.running.stop();
    await reopened.close();
  });

  it('starts a draft whose time came while no copy ran, as soon as one starts again', async () => {
    const clock = manualClock();
    const settings = { turnClock: true, now: clock.now, timers: clock.timers };
    const storage = await openStorage({ eventStore: 'pglite', dataDir });
    const before = await startDrafts(storage, settings);
    const draft = await scheduledDraft(before);
    await before.running.stop();
    await storage.close();
    clock.advance(45 * 60_000); // 20:45, nobody running

    const reopened = await openStorage({ eventStore: 'pglite', dataDir });
    const after = await startDrafts(reopened, settings);
    await eventually(
      async () => clock.pendingAlarms(),
      (count) => count > 0,
    );
    clock.advance(0);
    await eventually(
      () => startsIn(reopened, draft.id),
      (started) => started.length === 1,
    );
    await after.running.stop();
    await reopened.close();
  });

  it('is taken over by another copy when the owner goes, and two copies at the start time start it once', async () => {
    const clock = manualClock();
    const settings = { turnClock: true, now: clock.now, timers: clock.timers };
    const lock = new SharedLock();
    const opened = await openStorage({ eventStore: 'pglite', dataDir });
    const shared: Storage = { ...opened, lease: () => lock.lease() };
    const owner = await startDrafts(shared, settings);
    const standby = await startDrafts(shared, settings);
    expect([owner.running.runner.status().role, standby.running.runner.status().role]).toEqual(['owner', 'follower']);

    // Both copies run clocks: at the time both fire, one start lands.
    const both = await scheduledDraft(owner);
    await eventually(
      async () => clock.pendingAlarms(),
      (count) => count >= 2,
    );
    clock.advance(30 * 60_000); // 20:30
    await eventually(
      () => startsIn(opened, both.id),
      (started) => started.length === 1,
    );
    await settle(200);
    expect(await startsIn(opened, both.id)).toHaveLength(1);

    // The owner goes before the next start time: the standby takes the lease over and starts it.
    const admin = await owner.adminToken();
    const next = await owner.createDraft(admin, { startsAt: '2026-11-21T21:00:00Z' });
    for (const name of ['Cy', 'Dee']) await owner.join((await owner.player(name)).token, next.joinCode);
    await eventually(
      async () => (await standby.running.events.readStream(draftStream(next.id))).version,
      (version) => version >= 4,
    );
    await owner.running.stop();
    await eventually(
      async () => standby.running.runner.status().role,
      (role) => role === 'owner',
      300,
    );
    clock.advance(30 * 60_000); // 21:00
    const room = await eventually(
      () => standby.room(admin, next.id),
      (r) => r.draft.status === 'active',
    );
    expect(room.draft.turnStartTime).toBe('2026-11-21T21:00:00.000Z');
    expect(await startsIn(opened, next.id)).toHaveLength(1);
    await standby.running.stop();
    await opened.close();
  });
});
