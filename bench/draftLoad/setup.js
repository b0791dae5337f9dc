/**
 * Everything before the first pick, through the public API only: the admin signs in and loads a Big
 * Brother cast, players register and sign in, the admin creates the drafts, the players join, the
 * admin starts them.
 */
const { mapLimit, sleep } = require('./client');

const PARALLEL = 16;
const PASSWORD = 'bench-password-2026';
const ATTEMPTS = 10;
const TURN_SECONDS = 600; // the server-owned turn timer never fires during the bench

const castFile = (size) =>
  JSON.stringify(
    Array.from({ length: size }, (_, i) => ({ name: `Bench Guest ${i + 1}`, age: 20 + (i % 40), occupation: 'Benchmark', contestantNumber: i + 1 })),
  );

async function signIn(api, emailOrUsername, password) {
  return (await api.call('POST', '/api/auth/login', { body: { emailOrUsername, password } })).sessionToken;
}

/** Tries `fn` again (up to 10 times, 0.5 s apart) while it fails with `status`; counts the retries in `retries`. */
async function retried(retries, status, fn) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (error.status !== status || attempt >= ATTEMPTS) throw error;
      retries[status] = (retries[status] ?? 0) + 1;
      await sleep(500);
    }
  }
}

/**
 * `count` players, registered, then signed in (argon2id hashing, then verifying: 16 at a time). A
 * login refused although its registration has answered (the read model had not caught up) is retried.
 */
async function registerPlayers(api, count, retries) {
  const emails = Array.from({ length: count }, (_, i) => `bench-player-${i + 1}@bench.test`);
  const ids = await mapLimit(emails, PARALLEL, async (email, i) => {
    const body = { email, password: PASSWORD, firstName: 'Bench', lastName: `Player ${i + 1}` };
    return (await api.call('POST', '/api/players/register', { body })).user.id;
  });
  const tokens = await mapLimit(emails, PARALLEL, (email) => retried(retries, 401, () => signIn(api, email, PASSWORD)));
  return ids.map((id, i) => ({ id, token: tokens[i] }));
}

/**
 * `drafts` started Big Brother drafts of `perDraft` players each. Each account sits in
 * `draftsPerPlayer` drafts (a player may be in many drafts, and turns are per draft): 1 registers
 * drafts × perDraft accounts; 8 registers 8 times fewer, and each account holds 8 push streams, the
 * server's limit per person.
 */
async function prepareDrafts(api, { admin, drafts, perDraft, castSize, draftsPerPlayer }, log = () => {}) {
  const adminToken = await signIn(api, admin.username, admin.password);
  const cast = await api.call('POST', '/api/admin/cast/big_brother/import', { token: adminToken, body: { format: 'json', content: castFile(castSize) } });
  const contestantIds = cast.contestants.map((contestant) => contestant.id);

  const accounts = Math.max(perDraft, Math.ceil((drafts * perDraft) / draftsPerPlayer));
  const retries = {}; // requests refused, then accepted when tried again, by status
  const players = await registerPlayers(api, accounts, retries);
  log(`${players.length} players registered and signed in`);
  const body = { draftDate: new Date().toISOString(), turnTimeLimit: TURN_SECONDS, showType: 'big_brother' };
  const created = await mapLimit(Array.from({ length: drafts }), PARALLEL, () => api.call('POST', '/api/drafts', { token: adminToken, body }));
  const seat = (d, s) => players[(d * perDraft + s) % accounts];
  const seats = created.map((draft, d) => ({ id: draft.id, players: Array.from({ length: perDraft }, (_, s) => seat(d, s)) }));

  // Seat by seat across the drafts, so requests in flight together mostly touch different drafts.
  const joins = Array.from({ length: perDraft }, (_, s) => seats.map((draft) => ({ draft, player: draft.players[s] }))).flat();
  await mapLimit(joins, PARALLEL, ({ draft, player }) =>
    retried(retries, 409, () => api.call('POST', `/api/drafts/${draft.id}/join`, { token: player.token, body: {}, kind: 'POST /api/drafts/{id}/join' })),
  );
  log(`${drafts} drafts created and joined`);
  const rooms = await mapLimit(seats, PARALLEL, (draft) =>
    api.call('POST', `/api/drafts/${draft.id}/start`, { token: adminToken, kind: 'POST /api/drafts/{id}/start' }),
  );
  return {
    adminToken,
    contestantIds,
    playerAccounts: players.length,
    retries,
    drafts: seats.map((draft, d) => ({ ...draft, tokens: new Map(draft.players.map((p) => [p.id, p.token])), room: rooms[d] })),
  };
}

module.exports = { prepareDrafts };
