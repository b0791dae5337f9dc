// The newcomer's first minute against a running app, as the login page and the dashboard call it:
// the first page, the demo accounts the login page offers, a demo player's sign-in, and the data the
// player's dashboard reads. Usage: node scripts/newcomer-walk.js http://localhost:8080
const base = process.argv[2] ?? 'http://localhost:8080';

async function get(path, token) {
  const response = await fetch(base + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function main() {
  const page = await get('/');
  check((page.headers.get('content-type') ?? '').startsWith('text/html'), 'the first page is not HTML');
  check((await page.text()).includes('<div id="root">'), 'the first page has no root for the app');

  const demo = await (await get('/api/auth/demo-accounts')).json();
  check(demo.enabled === true, 'the login page offers no demo accounts (npm start should turn them on)');
  const player = demo.accounts.find((account) => account.userType === 'player');
  check(player, 'no demo player among the accounts the login page offers');

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: player.emailOrUsername, password: player.password }),
  });
  const session = await login.json();
  check(login.status === 200 && session.sessionToken && session.userType === 'player', `the demo sign-in answered ${login.status}: ${JSON.stringify(session)}`);

  const me = await (await get('/api/players/me', session.sessionToken)).json();
  check(me.email === player.emailOrUsername, `GET /api/players/me names ${me.email}, not ${player.emailOrUsername}`);
  for (const path of ['/api/user/drafts', '/api/drafts/public', '/api/player/mini-games']) {
    const body = await (await get(path, session.sessionToken)).json();
    check(Array.isArray(body), `GET ${path} is not a list: ${JSON.stringify(body).slice(0, 200)}`);
  }
  console.log(`newcomer check: ${player.label} signed in and read the dashboard's drafts and mini-games`);
}

main().catch((error) => {
  console.error(`newcomer check: ${error.message}`);
  process.exit(1);
});
