const { startApp, scratchDir } = require('./server');
const { summarize, time } = require('./stats');

/** POST /api/auth/login on loopback, one at a time, for a demo player (argon2id verify included). */
async function loginLatency({ requests = 300 } = {}) {
  const data = scratchDir('login');
  const app = await startApp({ port: 18_102, dataDir: data.dir, readyPath: '/healthz' });
  try {
    const body = JSON.stringify({ emailOrUsername: 'alex@demo.test', password: 'draft-demo-2026' });
    const login = async () => {
      const res = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (res.status !== 200) throw new Error(`login answered ${res.status}`);
      await res.json();
    };
    for (let i = 0; i < 20; i += 1) await login(); // warm-up
    const durations = [];
    for (let i = 0; i < requests; i += 1) durations.push(await time(login));
    return summarize(durations);
  } finally {
    await app.stop();
    data.remove();
  }
}

module.exports = { loginLatency };
if (require.main === module) loginLatency().then((r) => console.log(r));
