/**
 * The log position of every pick, read from the event log once the app has stopped (PGlite is one
 * process's database). Notices carry positions only, so this is how a notice is matched to the pick
 * it announces, even when one notice covers several events. `draftId#pickNumber` -> positions, one
 * per life of that pick number (a reset starts the numbers again).
 */
const path = require('node:path');
const { openPgClient, openPgliteClient, SqlEventStore } = require('../../services/kernel/dist');

async function pickPositions({ dataDir, databaseUrl }) {
  const client = databaseUrl ? await openPgClient(databaseUrl) : await openPgliteClient(path.join(dataDir, 'events'));
  const store = await SqlEventStore.open(client);
  const positions = new Map();
  try {
    for (let after = 0; ;) {
      const page = await store.readAll(after, 2000);
      if (page.length === 0) break;
      for (const event of page) {
        if (event.type !== 'PickMade') continue;
        const key = `${event.data.draftId}#${event.data.pickNumber}`;
        positions.set(key, [...(positions.get(key) ?? []), event.position]);
      }
      after = page.at(-1).position;
    }
  } finally {
    await store.close();
  }
  return positions;
}

/**
 * Sending a pick -> the first change notice at or past its position on each other player's stream.
 * Picks whose notice never came are counted in `missing`.
 */
function noticeLatencies(recorder, positions, watchers) {
  const byWatcher = new Map(watchers.map((watcher) => [watcher, []]));
  for (const notice of recorder.notices) byWatcher.get(notice.watcher).push(notice);
  const watchersOf = new Map();
  for (const watcher of watchers) watchersOf.set(watcher.draftId, [...(watchersOf.get(watcher.draftId) ?? []), watcher]);
  const latencies = [];
  let missing = 0;
  for (const { draftId, pickNumber, sentAt, picker } of recorder.allSends()) {
    const position = positions.get(`${draftId}#${pickNumber}`)?.[recorder.epoch];
    if (position === undefined) continue; // refused: no pick was made
    for (const watcher of watchersOf.get(draftId) ?? []) {
      if (watcher.playerId === picker) continue;
      const notice = byWatcher.get(watcher).find((candidate) => candidate.position >= position);
      if (notice) latencies.push(notice.at - sentAt);
      else missing += 1;
    }
  }
  return { latencies, missing };
}

module.exports = { pickPositions, noticeLatencies };
