/**
 * The players' browsers in their draft rooms. With push, each holds GET /api/push?topics=draft:{id}
 * and refetches GET /api/drafts/{id} on every change notice (one refetch at a time; notices that
 * arrive meanwhile make one more), as the kit's RTK Query tags do. With polling (the spec alone),
 * each GETs the room every 1.5 s, counted from the previous answer as RTK Query's pollingInterval does.
 * As the kit does, a notice naming a room version the seat already holds (the picker's own pick answer,
 * or a refetch that already showed it) refetches nothing.
 */
const { mapLimit, now, sleep } = require('./client');
const { openPush } = require('./pushStream');

const ROOM = 'GET /api/drafts/{id}';

function createWatchers(api, baseUrl, drafts) {
  const watchers = drafts.flatMap((draft) => [...draft.tokens].map(([playerId, token]) => ({ draftId: draft.id, playerId, token, seen: 0, version: 0 })));
  let recorder;
  const held = (watcher, room) => {
    watcher.version = Math.max(watcher.version, room.draft.version ?? 0);
    recorder.roomSeen(watcher, room, now());
  };
  for (const draft of drafts) {
    const seats = new Map(watchers.filter((watcher) => watcher.draftId === draft.id).map((watcher) => [watcher.playerId, watcher]));
    // The picker's browser holds the room its pick answered with.
    draft.onPickAnswer = (playerId, room) => seats.has(playerId) && held(seats.get(playerId), room);
  }

  const fetchRoom = async (watcher) => {
    try {
      const room = await api.call('GET', `/api/drafts/${watcher.draftId}`, { token: watcher.token, kind: ROOM });
      held(watcher, room);
    } catch {
      recorder.errors += 1;
    }
  };
  const refetch = async (watcher) => {
    if (watcher.refetching) return void (watcher.again = true);
    watcher.refetching = true;
    do {
      watcher.again = false;
      await fetchRoom(watcher);
    } while (watcher.again);
    watcher.refetching = false;
  };

  return {
    list: watchers,
    /** Notices and room answers from now on go to `next`; the drafts were just reset when `reset`. */
    record(next, { reset = false } = {}) {
      recorder = next;
      if (reset) watchers.forEach((watcher) => (watcher.seen = 0));
    },
    async openStreams() {
      await mapLimit(watchers, 32, async (watcher) => {
        watcher.stream = await openPush(baseUrl, watcher.token, [`draft:${watcher.draftId}`], (notice, at) => {
          recorder.notices.push({ watcher, position: notice.position, at });
          const version = notice.versions?.[`draft:${watcher.draftId}`];
          if (version === undefined || version > watcher.version) void refetch(watcher);
        });
      });
    },
    /** Resolves once every room shows its draft's last answered state and no refetch is running (or after `timeoutMs`). */
    async settled(drafts, timeoutMs = 60_000) {
      const picks = new Map(drafts.map((draft) => [draft.id, draft.room.picks.length]));
      const until = now() + timeoutMs;
      while (now() < until && watchers.some((watcher) => watcher.refetching || watcher.seen < picks.get(watcher.draftId))) await sleep(100);
    },
    async closeStreams() {
      const broken = watchers.filter((watcher) => watcher.stream.error).length;
      await Promise.all(watchers.map((watcher) => watcher.stream.close()));
      return broken;
    },
    /** Polls every room every `intervalMs` until `until`, starting at random moments within one interval. */
    async poll(intervalMs, until) {
      await Promise.all(
        watchers.map(async (watcher) => {
          await sleep(Math.random() * intervalMs);
          while (now() < until) {
            await fetchRoom(watcher);
            await sleep(intervalMs);
          }
        }),
      );
    },
  };
}

module.exports = { createWatchers };
