import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESET_LINK_MINUTES } from '@reality-draft/events';
import nodemailer from 'nodemailer';
import { storageConfigFromEnv } from '../storage/openStorage';
import type { Mail } from './mail';

/** Where mail goes: an SMTP server (SMTP_URL), else the data folder's outbox/, one .eml file per mail. */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

export const DEFAULT_MAIL_FROM = 'Reality Draft <no-reply@reality-draft.local>';

/** One way of handing a mail on. `deliver` resolves to where it went (a message id, a file) and throws when it could not. */
export interface MailDelivery {
  /** What the start-up log says about it (an SMTP URL without its password, or the outbox folder). */
  readonly description: string;
  deliver(mail: Mail): Promise<string>;
  close(): void;
}

/** SMTP_URL (smtp:// or smtps://, user and password in it), MAIL_FROM; the outbox is the data folder's (DATA_DIR), or a temporary one for an in-memory log. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const dataDir = storageConfigFromEnv(env).dataDir ?? path.join(tmpdir(), 'reality-draft');
  return { smtpUrl, from: env.MAIL_FROM || DEFAULT_MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') };
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Through an SMTP server, by nodemailer. */
export function smtpDelivery(url: string, from: string): MailDelivery {
  // nodemailer waits minutes by default; a try that hangs would hold a shutdown, and the retries cover a slow server.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    description: `SMTP at ${withoutPassword(url)}`,
    async deliver(mail) {
      const sent = await transport.sendMail({ from, ...mail });
      return sent.messageId;
    },
    close: () => transport.close(),
  };
}

/**
 * How long the outbox keeps a mail: a reset link's life (it names a person, and its link works no
 * longer). A mail older than that is removed when the next one is written.
 */
const OUTBOX_KEEP_MS = RESET_LINK_MINUTES * 60_000;

async function removeOldMail(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > OUTBOX_KEEP_MS) await rm(file, { force: true });
  }
}

/** Into a folder, each mail as the .eml file an SMTP server would have received (nodemailer builds it), for a run with no mail server. */
export function outboxDelivery(dir: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `the outbox folder ${dir}`,
    async deliver(mail) {
      const built = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await removeOldMail(dir, Date.now());
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, built.message as Buffer, { mode: 0o600 });
      return file;
    },
    close: () => transport.close(),
  };
}

export const mailDeliveryOf = (settings: MailSettings): MailDelivery =>
  settings.smtpUrl ? smtpDelivery(settings.smtpUrl, settings.from) : outboxDelivery(settings.outboxDir, settings.from);
