import { draftStream } from '@reality-draft/events';
import { openStorage, type Storage, type StorageConfig } from '@reality-draft/kernel';
import { describeOnRealStorage } from '@reality-draft/kernel/testing';
import { CASTS } from './readModels/castProjection';
import { PEOPLE } from './readModels/peopleProjection';
import { QUEUES } from './readModels/queueProjection';
import { ROOMS } from './readModels/roomDocument';
import { bearer, startDrafts } from '../test/draftsHarness';

jest.setTimeout(90_000);

const READ_MODELS = [ROOMS, PEOPLE, CASTS, QUEUES];

async function readModels(storage: Storage) {
  const entries = await Promise.all(READ_MODELS.map(async (name) => [name, await storage.docs.collection(name).find({}, { sort: { id: 1 } })]));
  return Object.fromEntries(entries.map(([name, docs]) => [name, (docs as Array<Record<string, unknown>>).map(({ _id, ...rest }) => rest)]));
}

/** Drafts on real adapters: racing picks, a whole draft, a restart, and a replay of the read models. */
function realAdapterSuite(config: () => StorageConfig) {
  it('lets one of many simultaneous picks land, and rebuilds equal read models by replay', async () => {
    const storage = await openStorage(config());
    const h = await startDrafts(storage);
    const admin = await h.adminToken();
    await h.seedCast('big_brother', 16);
    const draft = await h.createDraft(admin, { showType: 'big_brother' });
    const players = [await h.player('Ann'), await h.player('Ben'), await h.player('Cat')];
    for (const player of players) await h.join(player.token, draft.joinCode);
    await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);

    // Each racing pick names its turn, as our client sends it: a request without one that starts after
    // the winner has landed is, at the snake's turnaround, the same player's next pick (on a loaded
    // machine Promise.all does not make six requests simultaneous).
    const pickAs = (token: string, contestantId: string, pickNumber: number) =>
      h.http().post(`/api/drafts/${draft.id}/pick`).set(bearer(token)).send({ contestantId, pickNumber });
    for (let pickNumber = 1; pickNumber <= 9; pickNumber += 1) {
      const room = await h.room(admin, draft.id);
      const onClock = players.find((p) => p.id === room.draft.currentPlayerId)!;
      const available = (await h.http().get(`/api/drafts/${draft.id}/available-teams`).set(bearer(admin))).body as Array<{ id: string }>;
      const racing = await Promise.all(available.slice(0, 6).map((item) => pickAs(onClock.token, item.id, pickNumber)));
      expect(racing.filter((res) => res.status === 200)).toHaveLength(1);
      // Losers hear 409 (the turn moved on), or 422 once the winner's pick completed the draft.
      const refusals = pickNumber === 9 ? [409, 422] : [409];
      expect(racing.filter((res) => res.status !== 200).every((res) => refusals.includes(res.status))).toBe(true);
    }
    const live = await h.room(admin, draft.id);
    expect(live.draft.status).toBe('completed');
    expect(live.picks).toHaveLength(9);
    expect(new Set(live.picks.map((p: { contestantId: string }) => p.contestantId)).size).toBe(9);
    await h.queue(players[0].token, draft.id, ['bb27-c16']);

    const before = await readModels(storage);
    await h.running.runner.replay();
    expect(await readModels(storage)).toEqual(before);
    await h.running.stop();
    await storage.close();

    const reopened = await openStorage(config());
    const again = await startDrafts(reopened);
    const { draft: _clock, ...liveRest } = live;
    const { draft: _clock2, ...afterRest } = await again.room(await again.adminToken(), draft.id);
    expect(afterRest).toEqual(liveRest);
    await again.running.stop();
    await reopened.close();
  });
}

/** Commissioner clicks on real adapters: a burst of undos, and two clicks 30 ms apart, each take back one pick. */
function undoBurstSuite(config: () => StorageConfig) {
  it('takes back exactly one pick for a burst of undos or a double click', async () => {
    const storage = await openStorage(config());
    const h = await startDrafts(storage);
    const admin = await h.adminToken();
    await h.seedCast('big_brother', 16);
    const draft = await h.createDraft(admin, { showType: 'big_brother' });
    const players = [await h.player('Dee'), await h.player('Eve')];
    for (const player of players) await h.join(player.token, draft.joinCode);
    await h.http().post(`/api/drafts/${draft.id}/start`).set(bearer(admin)).expect(200);
    const pickNumbers = async () => (await h.room(admin, draft.id)).picks.map((p: { pickNumber: number }) => p.pickNumber);
    for (let i = 1; i <= 4; i += 1) {
      const room = await h.room(admin, draft.id);
      const onClock = players.find((p) => p.id === room.draft.currentPlayerId)!;
      await h
        .http()
        .post(`/api/drafts/${draft.id}/pick`)
        .set(bearer(onClock.token))
        .send({ contestantId: `bb27-c${i}` })
        .expect(200);
    }
    const undo = (pickNumber: number) => h.http().post(`/api/drafts/${draft.id}/undo`).set(bearer(admin)).send({ pickNumber });

    const burst = await Promise.all(Array.from({ length: 20 }, () => undo(4)));
    expect(burst.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await pickNumbers()).toEqual([1, 2, 3]);

    const first = undo(3);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = undo(3);
    expect([(await first).status, (await second).status]).toEqual([200, 409]);
    expect(await pickNumbers()).toEqual([1, 2]);

    const resets = await Promise.all(Array.from({ length: 10 }, () => h.http().post(`/api/drafts/${draft.id}/reset`).set(bearer(admin))));
    expect(resets.every((res) => res.status === 200)).toBe(true);
    const { events } = await h.running.events.readStream(draftStream(draft.id));
    expect(events.filter((event) => event.type === 'DraftReset')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'PickUndone')).toHaveLength(2);
    await h.running.stop();
    await storage.close();
  });
}

describeOnRealStorage('drafts', (config) => {
  realAdapterSuite(config);
  undoBurstSuite(config);
});
