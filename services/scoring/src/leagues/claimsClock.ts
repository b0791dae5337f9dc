import type { ReadModelsRole } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import type { ScoringDeps } from '../scoringDeps';
import { settleDueLeagues } from './leagueSettling';

/** How often the copy that owns the read models looks for a claim window that has closed. */
export const CLAIMS_CLOCK_MS = 30_000;

/**
 * Settles replacement claims when their window closes (docs/league.md#replacements), even if no one
 * asks: every half minute, on the copy that projects the read models (one copy, so one settler; a
 * second would only find nothing due, the stream's version deciding). Reads settle a closed window
 * too, so an answer is never stale between two rounds.
 */
export class ClaimsClock {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: ScoringDeps,
    private readonly role: ReadModelsRole,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.role.owner) return;
      this.running = this.running
        .then(async () => {
          for (const { draftId, error } of await settleDueLeagues(this.deps)) this.logger.error({ err: error, draftId }, 'league: settling failed');
        })
        .catch((err: unknown) => this.logger.error({ err }, 'league: settling failed'));
    }, CLAIMS_CLOCK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
