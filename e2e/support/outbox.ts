import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map(({ address }) => address));

/** Every mail in the outbox to `address`, oldest first (a file's name starts with when it was written), parsed as a mail client would. */
async function mailsTo(outbox: string, address: string): Promise<ParsedMail[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => simpleParser(await readFile(path.join(outbox, file)))),
  );
  return mails.filter((mail) => recipientsOf(mail).includes(address));
}

/**
 * Waits (up to `timeout` ms) for the `count`th mail to `address` and answers it. The suite's server has no SMTP_URL:
 * it writes each mail into its data folder's outbox/, as a newcomer's does; a gateway of a spec file's own writes
 * into its own (`dataDir`: `gateway.dataDir`).
 */
export async function nthMailTo(
  address: string,
  { count = 1, timeout = 15_000, dataDir = process.env.E2E_DATA_DIR! }: { count?: number; timeout?: number; dataDir?: string } = {},
): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'outbox');
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(outbox, address)).length, { message: `${count} mail(s) to ${address} in ${outbox}`, timeout })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1];
}

/** The reset link a mail's text holds. */
export const resetLinkIn = (mail: ParsedMail) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];
