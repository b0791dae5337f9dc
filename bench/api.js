/**
 * The API calls the draft-night benches share (bannerLatency, pushLatency, turnCues): a JSON call,
 * the demo admin's session and a new player of the bench's own, signed in.
 */
const DEMO_PASSWORD = 'draft-demo-2026';
const PLAYER_PASSWORD = 'bench-player-pass';

async function call(url, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => null);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The demo admin's session token. */
async function adminSession(url) {
  const { accounts } = await call(url, '/auth/demo-accounts');
  const admin = accounts.find((account) => account.userType === 'admin');
  const login = await call(url, '/auth/login', { method: 'POST', body: { emailOrUsername: admin.emailOrUsername, password: DEMO_PASSWORD } });
  return login.sessionToken;
}

/** A newly registered player, signed in: its token, id and the page storage of its session. */
async function newPlayer(url, firstName) {
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bench.test`;
  await call(url, '/players/register', { method: 'POST', body: { email, password: PLAYER_PASSWORD, firstName, lastName: 'Bench' } });
  const login = await call(url, '/auth/login', { method: 'POST', body: { emailOrUsername: email, password: PLAYER_PASSWORD } });
  return { token: login.sessionToken, id: login.user.id, storage: { playerSessionToken: login.sessionToken, playerData: JSON.stringify(login.user) } };
}

/** A new Amazing Race draft (120 s turns) that new players of these first names have joined. */
async function joinedDraft(url, adminToken, names) {
  const players = [];
  for (const name of names) players.push(await newPlayer(url, name));
  const draft = await call(url, '/drafts', {
    token: adminToken,
    method: 'POST',
    body: { draftDate: '2026-03-12', turnTimeLimit: 120, showType: 'amazing_race' },
  });
  for (const player of players) await call(url, '/drafts/join', { token: player.token, method: 'POST', body: { joinCode: draft.joinCode } });
  return { draft, players };
}

module.exports = { call, adminSession, newPlayer, joinedDraft };
