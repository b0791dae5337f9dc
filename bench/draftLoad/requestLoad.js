/**
 * The server's request load during a live draft session, with push and with the spec's polling alone.
 * Every draft is reset (live again from pick 1), then for a fixed window one player per draft picks
 * every `thinkMs` (±50%) while the 8 players' rooms stay up to date (the polling window may be shorter):
 *   push:    each room applies the change each notice carries, GET /api/drafts/{id} only on a gap (streams opened earlier);
 *   polling: the streams are closed and each room GETs /api/drafts/{id} every 1.5 s (docs/drafts.md#player-room).
 * Both are run for real; requests are counted by the bench, the server's only client.
 */
const { mapLimit, now, sleep } = require('./client');
const { playDrafts } = require('./pickDriver');
const { createRecorder } = require('./recorder');

const SPEC_ROOM_POLL_MS = 1500;
const SETTLE_MS = 2000;

/** Plays the drafts for `windowMs`; the counts are taken when the window closes. */
async function countedWindow(api, windowMs, play) {
  api.resetCounts();
  let counts;
  const closing = sleep(windowMs).then(() => (counts = api.counts()));
  await Promise.all([play(now() + windowMs), closing]);
  return counts;
}

async function requestLoad(api, prepared, watchers, { windowMs, pollWindowMs, thinkMs, polling: withPolling = true, phases = ['fast'] }) {
  const { drafts, adminToken, contestantIds } = prepared;
  // A reset after the flat-out phase starts each pick number's second life; a reset of untouched drafts changes nothing.
  const epoch = phases.includes('fast') ? 1 : 0;
  const push = createRecorder('paced, push', epoch);
  watchers.record(push, { reset: true });
  await mapLimit(drafts, 16, async (draft) => {
    draft.room = await api.call('POST', `/api/drafts/${draft.id}/reset`, { token: adminToken, kind: 'POST /api/drafts/{id}/reset' });
  });
  await sleep(SETTLE_MS);
  await watchers.settled(drafts);
  const pushCounts = await countedWindow(api, windowMs, (until) => playDrafts(api, drafts, contestantIds, push, { thinkMs, until }));
  await watchers.settled(drafts);
  const brokenStreams = await watchers.closeStreams();
  const rooms = watchers.list.length;
  const pushLoad = { recorder: push, counts: pushCounts, seconds: windowMs / 1000, brokenStreams };
  if (!withPolling) return { thinkSeconds: thinkMs / 1000, rooms, push: pushLoad };

  const polling = createRecorder('paced, polling', epoch);
  watchers.record(polling);
  const pollingCounts = await countedWindow(api, pollWindowMs, (until) =>
    // Polls go on for one more interval, uncounted, so the window's last picks are seen too.
    Promise.all([playDrafts(api, drafts, contestantIds, polling, { thinkMs, until }), watchers.poll(SPEC_ROOM_POLL_MS, until + SPEC_ROOM_POLL_MS)]),
  );
  return {
    thinkSeconds: thinkMs / 1000,
    rooms,
    push: pushLoad,
    polling: { recorder: polling, counts: pollingCounts, seconds: pollWindowMs / 1000, nominalRoomGetsPerSecond: rooms / (SPEC_ROOM_POLL_MS / 1000) },
  };
}

module.exports = { requestLoad };
