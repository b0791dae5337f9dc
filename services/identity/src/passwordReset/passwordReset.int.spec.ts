import { RESET_MESSAGES } from '@reality-draft/events';
import type { SmtpReceiver } from '@reality-draft/kernel/testing';
import type { ParsedMail } from 'mailparser';
import { bearer, startMailingIdentity, type startIdentity } from '../../test/identityHarness';

type Harness = Awaited<ReturnType<typeof startIdentity>>;

const tokenOf = (mail: ParsedMail) => new URL(/https:\/\/draft\.example\/reset-password\?token=\S+/.exec(mail.text ?? '')![0]).searchParams.get('token')!;

/** Forgot and reset password against a real SMTP server (smtp-server, in this process): what a player who forgot it goes through. */
describe('a forgotten password, reset by mail', () => {
  let smtp: SmtpReceiver;
  let app: Harness;
  let running: Awaited<ReturnType<typeof startMailingIdentity>>;
  beforeEach(async () => {
    running = await startMailingIdentity();
    ({ smtp, app } = running);
  });
  afterEach(() => running.stop());

  const forgot = (email: string) => app.http().post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, newPassword: string) => app.http().post('/api/auth/reset-password').send({ token, newPassword });

  it('mails a link that sets a new password once: old password and sessions end, the new one signs in', async () => {
    const ann = await app.register('ann@league.test', 'old-pass', 'Ann');
    const oldSession = await app.login('ann@league.test', 'old-pass');
    const asked = await forgot('Ann@League.test').expect(202);
    expect(asked.body).toEqual({ message: RESET_MESSAGES.requested });

    const [mail] = await smtp.mails(1);
    expect(mail.to).toMatchObject({ text: 'ann@league.test' });
    expect(mail.from?.value).toEqual([{ name: 'League', address: 'league@draft.example' }]);
    expect(mail.subject).toBe('Reset your Reality Draft password');
    expect(mail.text).toContain('Hi Ann,');
    const token = tokenOf(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(`href="https://draft.example/reset-password?token=${token}"`);

    expect((await reset(token, 'new-pass-1').expect(200)).body).toEqual({ message: RESET_MESSAGES.done });
    await app.http().get('/api/players/me').set(bearer(oldSession)).expect(401);
    await app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@league.test', password: 'old-pass' }).expect(401);
    const fresh = await app.login('ann@league.test', 'new-pass-1');
    expect((await app.http().get('/api/players/me').set(bearer(fresh)).expect(200)).body.id).toBe(ann.id);

    const again = await reset(token, 'another-pass').expect(400);
    expect(again.body).toEqual({ message: RESET_MESSAGES.linkExpired });
    await app.login('ann@league.test', 'new-pass-1');
  });

  it('answers an e-mail no player has exactly as a player’s, and mails nothing for it', async () => {
    await app.register('ann@league.test', 'old-pass', 'Ann');
    const unknown = await forgot('nobody@league.test').expect(202);
    const known = await forgot('ann@league.test').expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await smtp.mails(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((mail) => (mail.to as { text: string }).text)).toEqual(['ann@league.test']);
  });

  it('takes each of several links once; a reset makes the other links stop working', async () => {
    await app.register('ann@league.test', 'old-pass', 'Ann');
    await forgot('ann@league.test').expect(202);
    await forgot('ann@league.test').expect(202);
    const [first, second] = (await smtp.mails(2)).map(tokenOf);
    expect(first).not.toBe(second);
    const racing = await Promise.all([reset(first, 'race-pass-1'), reset(first, 'race-pass-2')]);
    expect(racing.map((res) => res.status).sort()).toEqual([200, 400]);
    expect((await reset(second, 'later-pass').expect(400)).body).toEqual({ message: RESET_MESSAGES.linkExpired });
  });

  it('refuses a bad request with its reason and changes nothing', async () => {
    await app.register('ann@league.test', 'old-pass', 'Ann');
    await forgot('not-an-email').expect(400);
    await app.http().post('/api/auth/forgot-password').send({}).expect(400);
    await forgot('ann@league.test').expect(202);
    const token = tokenOf((await smtp.mails(1))[0]);
    const short = await reset(token, 'abc').expect(400);
    expect(JSON.stringify(short.body)).toMatch(/newPassword/);
    await app.http().post('/api/auth/reset-password').send({ newPassword: 'long-enough' }).expect(400);
    expect((await reset('made-up-token', 'long-enough').expect(400)).body).toEqual({ message: RESET_MESSAGES.linkExpired });
    // The refused password did not use the link up.
    await reset(token, 'long-enough').expect(200);
  });

  it('takes 5 requests an hour per e-mail and 20 per address, then answers 429 as the login throttle does', async () => {
    for (let i = 0; i < 5; i++) await forgot('ann@league.test').expect(202);
    const refused = await forgot('ANN@league.test').expect(429);
    expect(refused.body.message).toMatch(/^Too many password reset requests\. Please try again in 60 minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    for (let i = 0; i < 15; i++) await forgot(`someone${i}@league.test`).expect(202);
    await forgot('one-more@league.test').expect(429);
  });

  it('lifts the login lockout the forgotten password led to', async () => {
    await app.register('ann@league.test', 'old-pass', 'Ann');
    const attempt = (password: string) => app.http().post('/api/auth/login').send({ emailOrUsername: 'ann@league.test', password });
    for (let i = 0; i < 5; i++) await attempt('not-it').expect(401);
    await attempt('old-pass').expect(429);
    await forgot('ann@league.test').expect(202);
    await reset(tokenOf(await smtp.mailTo('ann@league.test')), 'new-pass-1').expect(200);
    await attempt('new-pass-1').expect(200);
  });

  it('stops a link mailed to an address the admin has since moved the account from', async () => {
    const ann = await app.register('ann@league.test', 'old-pass', 'Ann');
    await forgot('ann@league.test').expect(202);
    const token = tokenOf(await smtp.mailTo('ann@league.test'));
    await app
      .http()
      .put(`/api/admin/players/${ann.id}/email`)
      .set(bearer(await app.adminToken()))
      .send({ email: 'ann.new@league.test' })
      .expect(200);
    expect((await reset(token, 'new-pass-1').expect(400)).body).toEqual({ message: RESET_MESSAGES.linkExpired });
    await app.login('ann.new@league.test', 'old-pass');
  });
});
