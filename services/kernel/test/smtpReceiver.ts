import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface SmtpReceiver {
  /** Every mail received so far, parsed as a mail client would (mailparser). */
  received: ParsedMail[];
  port: number;
  /** SMTP_URL for this server. */
  url: string;
  /** Resolves with the received mails once there are `count` of them (5 s at most). */
  mails(count: number): Promise<ParsedMail[]>;
  /** The first mail received to `address`, once it has come (5 s at most). */
  mailTo(address: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server) on a free port: `options` may refuse, or ask for a login. */
export async function smtpReceiver(options: Partial<SMTPServerOptions> = {}): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        done();
      }, done);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const within5s = async <T>(found: () => T | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`no ${what} within 5 s (${received.length} mails received)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const recipientsOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map(({ address }) => address));
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails: (count) => within5s(() => (received.length >= count ? received : undefined), `${count} mails`),
    mailTo: (address) => within5s(() => received.find((mail) => recipientsOf(mail).includes(address)), `mail to ${address}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
