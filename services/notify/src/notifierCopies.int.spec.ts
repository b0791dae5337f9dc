/** The notifier across restarts and copies (docs/notifications.md#where-it-runs): only the lease holder sends, nothing old is replayed, a start's warning goes once. */
import type { ProjectionLease, Storage } from '@reality-draft/kernel';
import { bearer, memoryStorage, recordingTransport, startNotify, subscription } from '../test/notifyHarness';

/** One lock shared by the copies, as PostgreSQL's advisory lock is. */
function sharedLock() {
  let holder: object | null = null;
  return (): ProjectionLease => {
    const me = {};
    return {
      tryAcquire: async () => (holder === null || holder === me ? ((holder = me), true) : false),
      stillHeld: async () => holder === me,
      release: async () => {
        if (holder === me) holder = null;
      },
    };
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the notifier’s copies', () => {
  it('send from the copy holding the lease only', async () => {
    const lease = sharedLock();
    const storage: Storage = { ...memoryStorage(), lease: () => lease() };
    const [ownerService, followerService] = [recordingTransport(), recordingTransport()];
    const owner = await startNotify(storage, { transport: ownerService.transport });
    const follower = await startNotify(storage, { transport: followerService.transport });
    const [ann, ben] = [await follower.player('Ann'), await follower.player('Ben')];
    for (const player of [ann, ben]) await follower.http().post('/api/push/subscriptions').set(bearer(player.token)).send(subscription()).expect(201);

    await follower.startedDraft([ann, ben]);
    await settle(500);
    await owner.sender().idle();
    expect(ownerService.sent.length).toBe(4); // draft-started x2, your-turn, up-next
    expect(followerService.sent).toEqual([]);
    await follower.stop();
    await owner.stop();
  });

  it('do not replay old pushes when a read model is rebuilt from the log', async () => {
    const storage = memoryStorage();
    const first = recordingTransport();
    const h = await startNotify(storage, { transport: first.transport });
    const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
    for (const player of [ann, ben]) await h.http().post('/api/push/subscriptions').set(bearer(player.token)).send(subscription()).expect(201);
    await h.startedDraft([ann, ben]);
    await h.sender().idle();
    expect(first.sent.length).toBe(4);
    await h.stop();

    // Two minutes on, a copy with read models of its own (a rebuild) catches up over the same log.
    const later = recordingTransport();
    let offset = 120_000;
    const rebuilt = await startNotify(storage, { transport: later.transport, now: () => new Date(Date.now() + offset) }, 'rebuilt_');
    await settle(300);
    await rebuilt.sender().idle();
    expect(later.sent).toEqual([]);
    // It has caught up: what happens from now on is pushed.
    offset = 0;
    await rebuilt.startedDraft([ann, ben]);
    await rebuilt.sender().idle();
    expect(later.sent.length).toBe(4);
    await rebuilt.stop();
  });

  it('send nothing from a rebuild (npm run replay), which projects without starting the notifier, even for events a second old', async () => {
    const storage = memoryStorage();
    const live = recordingTransport();
    const h = await startNotify(storage, { transport: live.transport });
    const [ann, ben] = [await h.player('Ann'), await h.player('Ben')];
    for (const player of [ann, ben]) await h.http().post('/api/push/subscriptions').set(bearer(player.token)).send(subscription()).expect(201);
    await h.startedDraft([ann, ben]);
    await h.sender().idle();
    expect(live.sent.length).toBe(4);
    await h.stop();

    const replayed = recordingTransport();
    const replay = await startNotify(storage, { transport: replayed.transport }, 'replay_', false);
    await settle(300);
    await replay.sender().idle();
    expect(replayed.sent).toEqual([]);
    await replay.stop();
  });

  it('warn of a scheduled start once, across a restart', async () => {
    const storage = memoryStorage();
    const first = recordingTransport();
    const h = await startNotify(storage, { transport: first.transport });
    const ann = await h.player('Ann');
    const device = subscription();
    await h.http().post('/api/push/subscriptions').set(bearer(ann.token)).send(device).expect(201);
    await h.http().post('/api/admin/seed-survivor-contestants').set(bearer(h.admin)).send({}).expect(200);
    const startsAt = new Date(Date.now() + 10 * 60_000 + 300).toISOString();
    const { body: draft } = await h
      .http()
      .post('/api/drafts')
      .set(bearer(h.admin))
      .send({ draftDate: '2026-12-02', showType: 'survivor', turnTimeLimit: 60, startsAt })
      .expect(201);
    await h.http().post('/api/drafts/join').set(bearer(ann.token)).send({ joinCode: draft.joinCode }).expect(200);
    await settle(800);
    await h.sender().idle();
    expect(first.sent.map((sent) => sent.endpoint)).toEqual([device.endpoint]);
    await h.stop();

    // Restarted within the 10 minutes: the alarm is armed again from the read model, and finds the warning sent.
    const second = recordingTransport();
    const again = await startNotify(storage, { transport: second.transport });
    await settle(300);
    await again.sender().idle();
    expect(second.sent).toEqual([]);
    await again.stop();
  });
});
