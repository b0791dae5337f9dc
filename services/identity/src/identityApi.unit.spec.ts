import { ADMIN, bearer, memoryStorage, startIdentity } from '../test/identityHarness';

type Harness = Awaited<ReturnType<typeof startIdentity>>;

describe('identity API', () => {
  let app: Harness;
  beforeEach(async () => {
    app = await startIdentity(memoryStorage(), { maxFailures: 3 });
  });
  afterEach(() => app.running.stop());

  const playerCount = async () =>
    (
      await app
        .http()
        .get('/api/admin/players')
        .set(bearer(await app.adminToken()))
        .expect(200)
    ).body.length;

  describe('registration', () => {
    it('creates a player who can log in with the email at once', async () => {
      const res = await app
        .http()
        .post('/api/players/register')
        .send({ email: 'Ann@Example.com', password: 'secret1', firstName: 'Ann', lastName: 'Lee' })
        .expect(201);
      expect(res.body.user).toMatchObject({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', isActive: true });
      expect(Number.isNaN(Date.parse(res.body.user.createdAt))).toBe(false);
      const login = await app.http().post('/api/auth/login').send({ emailOrUsername: 'ANN@example.com', password: 'secret1' }).expect(200);
      expect(login.body).toMatchObject({ userType: 'player', user: { id: res.body.user.id, email: 'ann@example.com' } });
      expect(login.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await app.http().get('/api/players/me').set(bearer(login.body.sessionToken)).expect(200);
      expect(me.body).toEqual(res.body.user);
    });

    it('signs new players in at once even while the read models lag behind their registration, and still refuses a wrong password', async () => {
      const release = app.holdAccountsReadModel();
      try {
        const signIns = ['ann@x.test', 'bob@x.test', 'cy@x.test', 'di@x.test'].map(async (email) => {
          const user = await app.register(email, 'right-pass');
          const res = await app.http().post('/api/auth/login').send({ emailOrUsername: email, password: 'right-pass' });
          return { user, res };
        });
        for (const { user, res } of await Promise.all(signIns)) {
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ userType: 'player', user });
          // The dashboard's first question after signing in.
          const me = await app.http().get('/api/players/me').set('Authorization', `Bearer ${res.body.sessionToken}`).expect(200);
          expect(me.body).toMatchObject({ id: user.id, email: user.email });
        }
        const wrong = await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@x.test', password: 'wrong-pass' }).expect(401);
        expect(wrong.body).toEqual({ message: 'Invalid credentials' });
      } finally {
        release();
      }
      await app.login('bob@x.test', 'right-pass');
    });

    it("lets an admin change a new player's email and reset their password before the read models show the registration", async () => {
      const admin = await app.adminToken();
      const release = app.holdAccountsReadModel();
      try {
        const ann = await app.register('ann@x.test', 'right-pass');
        const changed = await app.http().put(`/api/admin/players/${ann.id}/email`).set(bearer(admin)).send({ email: 'ann2@x.test' }).expect(200);
        expect(changed.body).toMatchObject({ id: ann.id, email: 'ann2@x.test' });
        const reset = await app.http().post(`/api/admin/players/${ann.id}/reset-password`).set(bearer(admin)).send({}).expect(200);
        expect(reset.body.email).toBe('ann2@x.test');
        await app.http().put('/api/admin/players/no-such-player/email').set(bearer(admin)).send({ email: 'x@x.test' }).expect(404);
      } finally {
        release();
      }
    });

    it('makes last name optional: absent, null or blank is no last name (docs/accounts.md#login-request)', async () => {
      const res = await app.http().post('/api/players/register').send({ email: 'solo@x.test', password: 'secret1', firstName: 'Solo' }).expect(201);
      expect(res.body.user.lastName).toBeNull();
      const nulled = await app
        .http()
        .post('/api/players/register')
        .send({ email: 'null@x.test', password: 'secret1', firstName: 'Null', lastName: null })
        .expect(201);
      expect(nulled.body.user.lastName).toBeNull();
      const blank = await app
        .http()
        .post('/api/players/register')
        .send({ email: 'blank@x.test', password: 'secret1', firstName: 'Blank', lastName: '  ' })
        .expect(201);
      expect(blank.body.user.lastName).toBeNull();
    });

    it('refuses a duplicate email whatever its case, with 409', async () => {
      await app.register('dup@x.test');
      const res = await app.http().post('/api/players/register').send({ email: 'DUP@x.test', password: 'other-pass', firstName: 'Bo' }).expect(409);
      expect(res.body).toEqual({ message: 'An account with this email already exists.' });
      expect(await playerCount()).toBe(1);
    });

    it('lets exactly one of many simultaneous registrations of one email land', async () => {
      const attempts = Array.from({ length: 8 }, (_, i) =>
        app
          .http()
          .post('/api/players/register')
          .send({ email: 'race@x.test', password: 'secret1', firstName: `P${i}` }),
      );
      const statuses = (await Promise.all(attempts)).map((res) => res.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      expect(await playerCount()).toBe(1);
    });

    it.each([
      [{ password: 'secret1', firstName: 'A' }, 'email is required.'],
      [{ email: 'not-an-email', password: 'secret1', firstName: 'A' }, 'email must be a valid email.'],
      [{ email: 'a@x.test', firstName: 'A' }, 'password is required.'],
      [{ email: 'a@x.test', password: 'abc', firstName: 'A' }, 'password must be at least 6 characters.'],
      [{ email: 'a@x.test', password: 'secret1' }, 'firstName is required.'],
      [{ email: 'a@x.test', password: 'secret1', firstName: '   ' }, 'firstName is not in the expected form.'],
      [{ email: 'a@x.test', password: 'secret1', firstName: 'A', lastName: 7 }, 'lastName must be a string.'],
      [{ email: ['a@x.test'], password: 'secret1', firstName: 'A' }, 'email must be a string.'],
    ])('refuses %j with 400 and creates nothing', async (body, message) => {
      const res = await app.http().post('/api/players/register').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await playerCount()).toBe(0);
    });

    it.each([
      ['a NUL character', 'Ann\u0000'],
      ['broken Unicode', 'Ann\ud800'],
    ])('refuses %s in a name with 400, leaving the email free', async (_what, firstName) => {
      const res = await app.http().post('/api/players/register').send({ email: 'nul@x.test', password: 'secret1', firstName }).expect(400);
      expect(res.body.message).toBe('firstName contains characters that are not allowed (a NUL character or broken Unicode).');
      await app.register('nul@x.test');
    });

    it('refuses a body that is not JSON with 400', async () => {
      await app.http().post('/api/players/register').set('content-type', 'application/json').send('{oops').expect(400);
      expect(await playerCount()).toBe(0);
    });

    it('refuses a body nested thousands of levels deep with 400 and a message, creating nothing', async () => {
      const deep = `{"email":"deep@x.test","password":"secret1","firstName":"Deep","x":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
      const res = await app.http().post('/api/players/register').set('content-type', 'application/json').send(deep).expect(400);
      expect(res.body).toEqual({ message: expect.stringMatching(/nested too deeply/) });
      expect(await playerCount()).toBe(0);
      await app.register('deep@x.test');
    });
  });

  describe('login', () => {
    it('signs an admin in by username, case-insensitively', async () => {
      const res = await app.http().post('/api/auth/login').send({ emailOrUsername: 'COMMISH', password: ADMIN.password }).expect(200);
      expect(res.body).toMatchObject({ userType: 'admin', admin: { username: 'commish' } });
      const me = await app.http().get('/api/admin/me').set(bearer(res.body.sessionToken)).expect(200);
      expect(me.body).toEqual(res.body.admin);
    });

    it('refuses a wrong password and an unknown account alike with 401 "Invalid credentials"', async () => {
      await app.register('ann@x.test', 'right-pass');
      for (const body of [
        { emailOrUsername: 'ann@x.test', password: 'wrong-pass' },
        { emailOrUsername: 'nobody@x.test', password: 'right-pass' },
        { emailOrUsername: 'nobody', password: 'right-pass' },
      ]) {
        expect((await app.http().post('/api/auth/login').send(body).expect(401)).body).toEqual({ message: 'Invalid credentials' });
      }
    });

    it.each([[{ password: 'x' }], [{ emailOrUsername: 'a@x.test' }], [{ emailOrUsername: '', password: 'x' }], [{ emailOrUsername: 'a', password: 5 }]])(
      'refuses %j with 400',
      async (body) => {
        await app.http().post('/api/auth/login').send(body).expect(400);
      },
    );

    it('refuses a body nested thousands of levels deep with 400 and a message, signing nobody in', async () => {
      await app.register('ann@x.test', 'right-pass');
      const deep = `{"emailOrUsername":"ann@x.test","password":"right-pass","x":${'['.repeat(3000)}${']'.repeat(3000)}}`;
      for (let i = 0; i < 4; i += 1) {
        const res = await app.http().post('/api/auth/login').set('content-type', 'application/json').send(deep).expect(400);
        expect(res.body).toEqual({ message: expect.stringMatching(/nested too deeply/) });
        expect(res.body.sessionToken).toBeUndefined();
      }
      await app.login('ann@x.test', 'right-pass');
    });

    it('throttles an account after repeated failures with 429, even for the right password', async () => {
      await app.register('ann@x.test', 'right-pass');
      for (let i = 0; i < 3; i += 1) {
        await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@x.test', password: 'nope' }).expect(401);
      }
      const res = await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@x.test', password: 'right-pass' }).expect(429);
      expect(res.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      await app.http().post('/api/auth/login').send({ emailOrUsername: ADMIN.username, password: ADMIN.password }).expect(200);
    });

    it('counts guesses made in parallel: only the limit of them is checked', async () => {
      await app.register('ann@x.test', 'right-pass');
      const guesses = Array.from({ length: 12 }, () => app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@x.test', password: 'nope' }));
      const statuses = (await Promise.all(guesses)).map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    });

    it('never locks out correct sign-ins: 16 at a time from one address, 300 over 20 accounts, leave the address its whole limit', async () => {
      const limit = 16;
      const office = await startIdentity(memoryStorage(), { maxFailuresPerAddress: limit });
      const emails = Array.from({ length: 20 }, (_, i) => `player${i}@x.test`);
      await Promise.all(emails.map((email) => office.register(email, 'right-pass')));
      const signIn = async (email: string, password = 'right-pass') =>
        (await office.http().post('/api/auth/login').send({ emailOrUsername: email, password })).status;
      for (let round = 0; round < 3; round += 1) {
        const queue = Array.from({ length: 100 }, (_, i) => emails[i % emails.length]);
        const statuses: number[] = [];
        const inTurn = async () => {
          for (let email = queue.shift(); email; email = queue.shift()) statuses.push(await signIn(email));
        };
        await Promise.all(Array.from({ length: limit }, inTurn));
        expect(statuses).toEqual(Array(100).fill(200));
      }
      // Nothing stays counted against the address: exactly its limit of real failures is let through.
      const failures: number[] = [];
      for (let i = 0; i <= limit; i += 1) failures.push(await signIn(`guess${i}@x.test`, 'nope'));
      expect(failures).toEqual([...Array(limit).fill(401), 429]);
      await office.running.stop();
    }, 180_000);

    it('behind a trusted proxy (TRUST_PROXY), does not let failures from one address lock the account for another address', async () => {
      const proxied = await startIdentity(memoryStorage(), { maxFailures: 3 }, { TRUST_PROXY: 'loopback' });
      await proxied.register('ann@x.test', 'right-pass');
      const from = (address: string, password: string) =>
        proxied.http().post('/api/auth/login').set('x-forwarded-for', address).send({ emailOrUsername: 'ann@x.test', password });
      for (let i = 0; i < 3; i += 1) await from('203.0.113.9', 'nope').expect(401);
      await from('203.0.113.9', 'right-pass').expect(429);
      await from('198.51.100.7', 'right-pass').expect(200);
      await proxied.running.stop();
    });

    it('counts nothing for an attempt a limit refused: a blocked address cannot push other accounts towards their lock', async () => {
      const harness = await startIdentity(memoryStorage(), { maxFailuresPerAddress: 2, maxFailuresPerAccount: 3 }, { TRUST_PROXY: 'loopback' });
      await harness.register('ann@x.test', 'right-pass');
      const from = (address: string, name: string, password: string) =>
        harness.http().post('/api/auth/login').set('x-forwarded-for', address).send({ emailOrUsername: name, password });
      for (const name of ['x@x.test', 'y@x.test']) await from('203.0.113.9', name, 'nope').expect(401);
      for (let i = 0; i < 5; i += 1) await from('203.0.113.9', 'ann@x.test', 'nope').expect(429);
      await from('198.51.100.7', 'ann@x.test', 'right-pass').expect(200);
      await harness.running.stop();
    });

    describe('the client address the per-address limit counts', () => {
      const LIMIT = 4;
      /** Failed logins against a different unknown account each time, each claiming a new X-Forwarded-For. */
      async function rotatingGuesses(harness: Harness, count: number) {
        const statuses: number[] = [];
        for (let i = 0; i < count; i += 1) {
          const res = await harness
            .http()
            .post('/api/auth/login')
            .set('x-forwarded-for', `203.0.113.${i + 1}`)
            .send({ emailOrUsername: `guess${i}@x.test`, password: 'nope' });
          statuses.push(res.status);
        }
        return statuses;
      }

      it('ignores X-Forwarded-For unless TRUST_PROXY is set: rotating it does not get past the limit', async () => {
        const direct = await startIdentity(memoryStorage(), { maxFailuresPerAddress: LIMIT }, {});
        expect(await rotatingGuesses(direct, LIMIT + 3)).toEqual([401, 401, 401, 401, 429, 429, 429]);
        await direct.running.stop();
      });

      it.each([['loopback'], ['127.0.0.1/8, ::1/128'], ['1'], ['true']])(
        'honours X-Forwarded-For from the proxies TRUST_PROXY=%s names',
        async (trustProxy) => {
          const proxied = await startIdentity(memoryStorage(), { maxFailuresPerAddress: LIMIT }, { TRUST_PROXY: trustProxy });
          expect(await rotatingGuesses(proxied, LIMIT + 3)).toEqual(Array(LIMIT + 3).fill(401));
          await proxied.running.stop();
        },
      );

      it.each([['false'], ['']])('trusts no proxy with TRUST_PROXY=%j', async (trustProxy) => {
        const direct = await startIdentity(memoryStorage(), { maxFailuresPerAddress: LIMIT }, { TRUST_PROXY: trustProxy });
        expect((await rotatingGuesses(direct, LIMIT + 1)).at(-1)).toBe(429);
        await direct.running.stop();
      });
    });
  });

  describe('sessions', () => {
    it('refuses no token, an unknown token, and the wrong role', async () => {
      const player = await (async () => {
        await app.register('ann@x.test', 'right-pass');
        return app.login('ann@x.test', 'right-pass');
      })();
      const admin = await app.adminToken();
      expect((await app.http().get('/api/players/me').expect(401)).body.message).toBe('Please log in to continue.');
      expect((await app.http().get('/api/admin/me').set(bearer('made-up-token')).expect(401)).body.message).toBe(
        'Your session has expired. Please log in again.',
      );
      expect((await app.http().get('/api/admin/me').set(bearer(player)).expect(403)).body.message).toBe('Admin privileges are required for this action.');
      expect((await app.http().get('/api/players/me').set(bearer(admin)).expect(403)).body.message).toBe('This action is for players only.');
    });

    it('revokes the token at logout', async () => {
      const token = await app.adminToken();
      const other = await app.adminToken();
      await app.http().post('/api/auth/logout').set(bearer(token)).expect(204);
      await app.http().get('/api/admin/me').set(bearer(token)).expect(401);
      await app.http().get('/api/admin/me').set(bearer(other)).expect(200);
      await app.http().post('/api/auth/logout').expect(401);
    });

    it('expires a session after its time to live', async () => {
      const shortLived = await startIdentity(memoryStorage(), { sessionTtlHours: 0.3 / 3600 });
      const token = await shortLived.adminToken();
      await shortLived.http().get('/api/admin/me').set(bearer(token)).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await shortLived.http().get('/api/admin/me').set(bearer(token)).expect(401);
      await shortLived.running.stop();
    });
  });

  describe('admin player management', () => {
    let admin: string;
    let ann: { id: string };
    let annToken: string;
    beforeEach(async () => {
      admin = await app.adminToken();
      ann = await app.register('ann@x.test', 'right-pass');
      annToken = await app.login('ann@x.test', 'right-pass');
    });

    it('lists player accounts with the spec fields, for admins only', async () => {
      const res = await app.http().get('/api/admin/players').set(bearer(admin)).expect(200);
      expect(res.body).toEqual([
        { id: ann.id, firstName: 'Ann', lastName: null, email: 'ann@x.test', isActive: true, createdAt: expect.any(String), profileImageUrl: null },
      ]);
      await app.http().get('/api/admin/players').set(bearer(annToken)).expect(403);
      await app.http().get('/api/admin/players').expect(401);
    });

    it('changes an email: the new one signs in, the old one no longer does and is free again', async () => {
      const res = await app.http().put(`/api/admin/players/${ann.id}/email`).set(bearer(admin)).send({ email: 'Ann.New@x.test' }).expect(200);
      expect(res.body).toMatchObject({ id: ann.id, email: 'ann.new@x.test' });
      await app.login('ann.new@x.test', 'right-pass');
      await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@x.test', password: 'right-pass' }).expect(401);
      await app.register('ann@x.test');
    });

    it('keeps email claims right when two changes race: only the final address stays taken', async () => {
      const put = (email: string) => app.http().put(`/api/admin/players/${ann.id}/email`).set(bearer(admin)).send({ email });
      const [first, second] = await Promise.all([put('b1@x.test'), put('c1@x.test')]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const final = (await app.http().get('/api/admin/players').set(bearer(admin)).expect(200)).body[0].email;
      const other = final === 'b1@x.test' ? 'c1@x.test' : 'b1@x.test';
      await app.register(other);
      await app.register('ann@x.test');
      await app.http().post('/api/players/register').send({ email: final, password: 'secret1', firstName: 'X' }).expect(409);
    });

    it('refuses an email change to a taken address, an unknown player, a bad email, or a non-admin', async () => {
      await app.register('bob@x.test');
      const put = (id: string, email: unknown, token = admin) => app.http().put(`/api/admin/players/${id}/email`).set(bearer(token)).send({ email });
      expect((await put(ann.id, 'bob@x.test').expect(409)).body.message).toBe('An account with this email already exists.');
      expect((await put('no-such-player', 'new@x.test').expect(404)).body.message).toBe('Player not found.');
      expect((await put(ann.id, 'nope').expect(400)).body.message).toBe('email must be a valid email.');
      await put('bad id!', 'new@x.test').expect(400);
      await put(ann.id, 'new@x.test', annToken).expect(403);
      expect((await app.http().get('/api/players/me').set(bearer(annToken)).expect(200)).body.email).toBe('ann@x.test');
    });

    it('resets a password: the temporary one works at once, the old one and old sessions do not', async () => {
      const res = await app.http().post(`/api/admin/players/${ann.id}/reset-password`).set(bearer(admin)).send({}).expect(200);
      expect(res.body).toEqual({ email: 'ann@x.test', temporaryPassword: expect.stringMatching(/^[A-Za-z2-9]{12}$/) });
      await app.http().get('/api/players/me').set(bearer(annToken)).expect(401);
      await app.login('ann@x.test', res.body.temporaryPassword);
      await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@x.test', password: 'right-pass' }).expect(401);
    });

    it('refuses a password reset for an unknown player or from a non-admin', async () => {
      await app.http().post('/api/admin/players/nobody/reset-password').set(bearer(admin)).send({}).expect(404);
      await app.http().post(`/api/admin/players/${ann.id}/reset-password`).set(bearer(annToken)).send({}).expect(403);
      await app.http().post(`/api/admin/players/${ann.id}/reset-password`).send({}).expect(401);
      await app.login('ann@x.test', 'right-pass');
    });
  });

  describe('demo accounts', () => {
    it('exist only with DEMO on, and the login page can list them', async () => {
      expect((await app.http().get('/api/auth/demo-accounts').expect(200)).body).toEqual({ enabled: false, accounts: [] });
      await app.http().post('/api/auth/login').send({ emailOrUsername: 'alex@demo.test', password: 'draft-demo-2026' }).expect(401);
      const demo = await startIdentity(memoryStorage(), { demo: true });
      const { accounts } = (await demo.http().get('/api/auth/demo-accounts').expect(200)).body;
      expect(accounts).toHaveLength(5);
      for (const account of accounts) {
        const res = await demo.http().post('/api/auth/login').send(account).expect(200);
        expect(res.body.userType).toBe(account.userType);
      }
      await demo.running.stop();
    });
  });
});
