import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The suite's server has no SMTP_URL: it writes each mail into its data folder's outbox/, as a newcomer's does. */
const OUTBOX = path.join(process.env.E2E_DATA_DIR!, 'outbox');

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map(({ address }) => address));

/** Every mail in the outbox to `address`, oldest first (a file's name starts with when it was written), parsed as a mail client would. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => simpleParser(await readFile(path.join(OUTBOX, file)))),
  );
  return mails.filter((mail) => recipientsOf(mail).includes(address));
}

/** Waits (up to `timeout` ms) for the `count`th mail to `address` and answers it. */
export async function nthMailTo(address: string, count = 1, timeout = 15_000): Promise<ParsedMail> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, { message: `${count} mail(s) to ${address} in ${OUTBOX}`, timeout })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1];
}

/** The reset link a mail's text holds. */
export const resetLinkIn = (mail: ParsedMail) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];
