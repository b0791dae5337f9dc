import { mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { smtpReceiver } from '../../test/smtpReceiver';
import { ServiceMetrics } from '../observability/metrics';
import { mailSettingsFromEnv, outboxDelivery, smtpDelivery } from './mailDelivery';
import { MailSender } from './mailSender';

const FROM = 'Reality Draft <no-reply@league.test>';
const RESET = {
  to: 'riley@league.test',
  subject: 'Reset your password',
  text: 'Open http://localhost/reset-password?token=abc',
  html: '<a href="http://localhost/reset-password?token=abc">Reset</a>',
};

const counted = async (metrics: ServiceMetrics, name: 'mailSent' | 'mailFailed' | 'mailRetried') =>
  (await metrics[name].get()).values.reduce((sum, { value }) => sum + value, 0);

/** Sends RESET once over SMTP at `url` and waits until it is sent or given up on; answers the metrics. */
async function sendResetThrough(url: string, retryDelaysMs = [20, 20]): Promise<ServiceMetrics> {
  const metrics = new ServiceMetrics();
  const sender = new MailSender({ delivery: smtpDelivery(url, FROM), logger: pino({ level: 'silent' }), metrics, retryDelaysMs });
  sender.send(RESET, 'password-reset');
  await sender.idle();
  await sender.stop();
  return metrics;
}

describe('mail over SMTP (nodemailer to a real SMTP server)', () => {
  it('arrives with its sender, recipient, subject, text and link', async () => {
    const receiver = await smtpReceiver();
    const metrics = await sendResetThrough(receiver.url);
    await receiver.close();
    expect(receiver.received).toHaveLength(1);
    const [mail] = receiver.received;
    expect(mail.from?.value).toEqual([{ name: 'Reality Draft', address: 'no-reply@league.test' }]);
    expect(mail.to).toMatchObject({ text: RESET.to });
    expect(mail.subject).toBe(RESET.subject);
    expect(mail.text?.trim()).toBe(RESET.text);
    expect(mail.html).toContain('href="http://localhost/reset-password?token=abc"');
    expect(await counted(metrics, 'mailSent')).toBe(1);
  });

  it('signs in with the user and password SMTP_URL carries', async () => {
    const logins: Array<{ username?: string | null; password?: string | null }> = [];
    const receiver = await smtpReceiver({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, done) {
        logins.push({ username: auth.username, password: auth.password });
        if (auth.username === 'league' && auth.password === 's3cret') done(null, { user: 'league' });
        else done(new Error('Invalid username or password'));
      },
    });
    await sendResetThrough(`smtp://league:s3cret@127.0.0.1:${receiver.port}`);
    await receiver.close();
    expect(logins).toEqual([{ username: 'league', password: 's3cret' }]);
    expect(receiver.received.map((mail) => mail.subject)).toEqual([RESET.subject]);
  });

  it('tries again after a refusal, and counts the retry', async () => {
    let refusals = 2;
    const receiver = await smtpReceiver({
      onRcptTo(_address, _session, done) {
        if (refusals-- > 0) done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        else done();
      },
    });
    const metrics = await sendResetThrough(receiver.url);
    await receiver.close();
    expect(receiver.received).toHaveLength(1);
    expect([await counted(metrics, 'mailRetried'), await counted(metrics, 'mailSent'), await counted(metrics, 'mailFailed')]).toEqual([2, 1, 0]);
  });

  it('gives up after its retries without throwing, and counts the failure', async () => {
    const receiver = await smtpReceiver({ onRcptTo: (_address, _session, done) => done(Object.assign(new Error('Try again later'), { responseCode: 451 })) });
    const metrics = await sendResetThrough(receiver.url);
    await receiver.close();
    expect([await counted(metrics, 'mailRetried'), await counted(metrics, 'mailSent'), await counted(metrics, 'mailFailed')]).toEqual([2, 0, 1]);
  });

  it('gives up at once on a refusal for good (5xx): trying again would be refused again', async () => {
    const receiver = await smtpReceiver({
      onRcptTo: (_address, _session, done) => done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    const metrics = await sendResetThrough(receiver.url);
    await receiver.close();
    expect([await counted(metrics, 'mailRetried'), await counted(metrics, 'mailSent'), await counted(metrics, 'mailFailed')]).toEqual([0, 0, 1]);
  });

  it('gives up on a mail waiting for its next try when stopped, at once', async () => {
    const receiver = await smtpReceiver({ onRcptTo: (_address, _session, done) => done(Object.assign(new Error('Try again later'), { responseCode: 451 })) });
    const metrics = new ServiceMetrics();
    const sender = new MailSender({ delivery: smtpDelivery(receiver.url, FROM), logger: pino({ level: 'silent' }), metrics, retryDelaysMs: [60_000] });
    sender.send(RESET, 'password-reset');
    while ((await counted(metrics, 'mailRetried')) < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = Date.now();
    await sender.stop();
    await receiver.close();
    expect(Date.now() - stopping).toBeLessThan(1_000);
    expect([await counted(metrics, 'mailSent'), await counted(metrics, 'mailFailed')]).toEqual([0, 1]);
  });

  it('gives up on a mail server nobody listens at, as on one that refuses', async () => {
    const receiver = await smtpReceiver();
    await receiver.close();
    const metrics = await sendResetThrough(receiver.url, [10]);
    expect(await counted(metrics, 'mailFailed')).toBe(1);
  });
});

describe('mail with no SMTP server: the outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rd-outbox-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each mail as an .eml file under the data folder, as an SMTP server would have received it', async () => {
    const settings = mailSettingsFromEnv({ DATA_DIR: dataDir });
    expect(settings).toEqual({ smtpUrl: undefined, from: 'Reality Draft <no-reply@reality-draft.local>', outboxDir: path.join(dataDir, 'outbox') });
    const sender = new MailSender({ delivery: outboxDelivery(settings.outboxDir, FROM), logger: pino({ level: 'silent' }) });
    sender.send(RESET, 'password-reset');
    sender.send({ ...RESET, subject: 'Second' }, 'password-reset');
    await sender.idle();
    const files = await readdir(settings.outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(settings.outboxDir, file)))));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Reset your password', 'Second']);
    expect(mails[0].to).toMatchObject({ text: RESET.to });
    expect(mails[0].text?.trim()).toBe(RESET.text);
  });

  it('keeps a mail only as long as a reset link lives: an older one goes when the next is written', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const delivery = outboxDelivery(outbox, FROM);
    const old = await delivery.deliver({ ...RESET, subject: 'Old' });
    const hourAndMinuteAgo = new Date(Date.now() - 61 * 60_000);
    await utimes(old, hourAndMinuteAgo, hourAndMinuteAgo);
    const recent = await delivery.deliver({ ...RESET, subject: 'Recent' });
    await delivery.deliver({ ...RESET, subject: 'Newest' });
    const kept = await readdir(outbox);
    expect(kept).toHaveLength(2);
    expect(kept).toContain(path.basename(recent));
    expect(kept).not.toContain(path.basename(old));
    delivery.close();
  });

  it('takes SMTP_URL and MAIL_FROM from the environment, and refuses another scheme', () => {
    expect(mailSettingsFromEnv({ DATA_DIR: dataDir, SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'League <l@x.test>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'League <l@x.test>',
    });
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(smtpDelivery('smtp://u:secret@mail.example:587', FROM).description).toBe('SMTP at smtp://u:***@mail.example:587');
  });
});
