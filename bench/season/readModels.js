// The read models in a documents directory (NeDB files) or on PostgreSQL (Pongo), and the checks a
// rebuilt season must pass.
const { readdir } = require('node:fs/promises');
const path = require('node:path');
const { NedbDocumentStore, openPongoDocumentStore } = require('../../services/kernel/dist');

/** The collections checkSeason reads. */
const CHECKED = ['identity_players', 'identity_admins', 'drafts_rooms', 'scoring_drafts', 'minigames_games', 'minigames_attempts', 'scoring_points'];

/** Every collection but the checkpoints, its documents sorted by id. */
async function readModels(dir) {
  const store = new NedbDocumentStore(dir);
  const names = (await readdir(dir)).filter((file) => file.endsWith('.db')).map((file) => path.basename(file, '.db'));
  return read(store, names.filter((n) => n !== 'checkpoints').sort());
}

/** The checked collections of the Pongo document store on the PostgreSQL server at `url` (a whole app's: `gateway_` first). */
async function pongoReadModels(url, prefix = 'gateway_') {
  const store = await openPongoDocumentStore(url);
  try {
    const models = await read(
      store,
      CHECKED.map((name) => prefix + name),
    );
    return Object.fromEntries(CHECKED.map((name) => [name, models[prefix + name]]));
  } finally {
    await store.close();
  }
}

async function read(store, names) {
  const models = {};
  for (const name of names) models[name] = await store.collection(name).find({}, { sort: { id: 1 } });
  return models;
}

/** What a rebuilt season's read models must show, against the figures its generator kept; returns the differences. */
function checkSeason(models, expected) {
  const problems = [];
  const expect = (what, actual, wanted) => actual !== wanted && problems.push(`${what}: ${actual}, expected ${wanted}`);
  expect('players', models.identity_players.length, expected.players);
  expect('admins', models.identity_admins.length, expected.admins);
  expect('draft rooms', models.drafts_rooms.length, expected.rooms);
  expect('scoring drafts', models.scoring_drafts.length, expected.rooms);
  let wrongRooms = 0;
  for (const room of models.drafts_rooms)
    if (room.picks.length !== expected.picksByDraft[room.id] || (room.state?.status ?? room.status) !== 'completed') wrongRooms += 1;
  expect('rooms with the wrong picks or status', wrongRooms, 0);
  expect('games', models.minigames_games.length, expected.games);
  expect('attempts', models.minigames_attempts.length, expected.attempts);
  expect('completed attempts', models.minigames_attempts.filter((a) => a.completion).length, expected.completions);
  expect('result entries', models.scoring_points.filter((p) => p.source === 'results').length, expected.entries);
  const totals = {};
  for (const entry of models.scoring_points) totals[entry.subjectId] = (totals[entry.subjectId] ?? 0) + entry.points;
  const subjects = new Set([...Object.keys(totals), ...Object.keys(expected.pointsBySubject)]);
  expect('subjects with wrong point totals', [...subjects].filter((s) => (totals[s] ?? 0) !== (expected.pointsBySubject[s] ?? 0)).length, 0);
  return problems;
}

module.exports = { readModels, pongoReadModels, checkSeason };
