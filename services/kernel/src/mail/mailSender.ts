import type { Logger } from 'pino';
import type { ServiceMetrics } from '../observability/metrics';
import { BackgroundWork } from '../runtime/backgroundWork';
import type { Mail } from './mail';
import type { MailDelivery } from './mailDelivery';

/** The waits before each further try: a mail server down for a restart gets a few minutes (docs/accounts.md#forgot-password). */
export const MAIL_RETRY_DELAYS_MS = [2_000, 15_000, 60_000, 300_000];

export interface MailSenderOptions {
  delivery: MailDelivery;
  logger: Logger;
  metrics?: ServiceMetrics;
  retryDelaysMs?: readonly number[];
}

/** An SMTP server's 5xx answer (no such mailbox, refused sender): trying again would be refused again. */
const isPermanentRefusal = (err: unknown) => Number((err as { responseCode?: unknown } | null)?.responseCode) >= 500;

/**
 * Sends mail off the path of the request that caused it: `send` queues and returns at once, so a slow
 * or failing mail server never delays nor fails that request. A failed try is tried again after each
 * of the retry delays, then given up on, as is one the server refused for good (5xx) or one a stop
 * interrupts; both are logged and counted (never the recipient).
 */
export class MailSender {
  private readonly work = new BackgroundWork();
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: MailSenderOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  }

  get description(): string {
    return this.options.delivery.description;
  }

  /** Queues `mail`; `kind` names it in the log and the metrics ('password-reset'). */
  send(mail: Mail, kind: string): void {
    this.work.run(
      () => this.deliver(mail, kind),
      (err) => this.options.logger.error({ err, kind }, 'mail: send failed'),
    );
  }

  /** Resolves once every queued mail has been sent or given up on (tests, shutdown). */
  idle(): Promise<void> {
    return this.work.idle();
  }

  /** Stops retrying: a mail still waiting for its next try is given up on. */
  async stop(): Promise<void> {
    await this.work.stop();
    this.options.delivery.close();
  }

  private async deliver(mail: Mail, kind: string): Promise<void> {
    const { delivery, logger, metrics } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        const where = await delivery.deliver(mail);
        metrics?.mailSent.inc({ kind });
        logger.info({ kind, subject: mail.subject, where }, 'mail sent');
        return;
      } catch (err) {
        const delay = this.retryDelaysMs[attempt];
        if (delay === undefined || isPermanentRefusal(err) || this.work.stopped) return this.givenUp(err, mail, kind, attempt + 1);
        metrics?.mailRetried.inc({ kind });
        logger.warn({ err, kind, subject: mail.subject, retryInMs: delay }, 'mail: not sent; trying again');
        await this.work.wait(delay);
        if (this.work.stopped) return this.givenUp(err, mail, kind, attempt + 1);
      }
    }
  }

  private givenUp(err: unknown, mail: Mail, kind: string, tries: number): void {
    this.options.metrics?.mailFailed.inc({ kind });
    this.options.logger.error({ err, kind, subject: mail.subject, tries }, 'mail: given up');
  }
}
