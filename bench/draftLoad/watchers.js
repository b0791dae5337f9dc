/**
 * The players' browsers in their draft rooms. With push, each holds GET /api/push?topics=draft:{id}
 * and, as the kit does, applies the change a notice carries to the room it holds (applyRoomChange, the
 * rule the browser runs); it reads GET /api/drafts/{id} again only on a gap (the notice's change starts
 * from another version than the one held), on a notice that carries no change (a join, a reset), or on
 * one naming no version. One read at a time; changes arriving meanwhile are applied after it, and only
 * a gap left then reads again. With polling (the spec alone), each GETs the room every 1.5 s, counted
 * from the previous answer as RTK Query's pollingInterval does. A notice naming a room version the seat
 * already holds (the picker's own pick answer) changes nothing.
 */
const path = require('node:path');
const { mapLimit, now, sleep } = require('./client');
const { openPush } = require('./pushStream');

// The rule the browser applies a notice's change with (the events package, built).
const { applyRoomChange } = require(path.join(__dirname, '..', '..', 'events'));

const ROOM = 'GET /api/drafts/{id}';

/** `refetchOnly`: ignore the changes notices carry and read the room on every newer version (the browser before issue 22). */
function createWatchers(api, baseUrl, drafts, { refetchOnly = false } = {}) {
  const watchers = drafts.flatMap((draft) =>
    // Each seat opened the room as it stood once started (the start's answer), as a browser would.
    [...draft.tokens].map(([playerId, token]) => ({
      draftId: draft.id,
      playerId,
      token,
      seen: 0,
      version: draft.room.draft.version,
      room: draft.room,
      pending: [],
    })),
  );
  let recorder;
  const held = (watcher, room) => {
    if ((room.draft.version ?? 0) >= watcher.version) {
      watcher.room = room;
      watcher.version = room.draft.version ?? 0;
    }
    recorder?.roomSeen(watcher, room, now());
  };
  /** Applies a carried change to the room held; false on a gap (or when no room is held). */
  const applied = (watcher, change) => {
    const next = watcher.room && applyRoomChange(watcher.room, change);
    if (!next) return false;
    if (next !== watcher.room) held(watcher, next);
    return true;
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
      // Changes that arrived during the read: applied now; a gap left reads once more.
      const pending = watcher.pending.splice(0);
      for (const change of pending) if (change.draft.version > watcher.version && !applied(watcher, change)) watcher.again = true;
    } while (watcher.again);
    watcher.refetching = false;
  };
  /** A change notice for the watcher's room: apply what it carries, or read the room once. */
  const onNotice = (watcher, notice) => {
    const topic = `draft:${watcher.draftId}`;
    const version = notice.versions?.[topic];
    if (version !== undefined && version <= watcher.version) return;
    const change = refetchOnly ? undefined : notice.changes?.[topic];
    if (change && watcher.refetching) return void watcher.pending.push(change);
    if (change && applied(watcher, change)) return;
    void refetch(watcher);
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
          // Notices before the first phase (others opening their rooms: presence) are not recorded.
          recorder?.notices.push({ watcher, position: notice.position, at });
          onNotice(watcher, notice);
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
