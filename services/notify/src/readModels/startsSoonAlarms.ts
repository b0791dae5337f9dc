import { STARTS_SOON_MS, webPushPayloads } from '@reality-draft/events';
import { type DocumentStore, type ReadModelsRole } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import { type Notice, pushedDraft } from '../notices/draftNotices';
import { notifiedDrafts, scheduledStartOf, scheduledStarts } from './notifiedDrafts';

/** setTimeout's longest wait; a start further off is re-armed when it ends. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
export const SENT_NOTICES = 'push_sent_notices';

/**
 * `draft-starts-soon` 10 minutes before a scheduled start (docs/notifications.md#what-is-pushed). The
 * alarms are armed from the notifier's read model, so a restart re-arms them; only the copy holding
 * the lease arms any; and each (draft, start time) is claimed once in the shared store before its
 * push goes, so a takeover or a rebuilt read model never sends it twice.
 */
export class StartsSoonAlarms {
  private readonly alarms = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly docs: DocumentStore,
    private readonly shared: DocumentStore,
    private readonly role: ReadModelsRole,
    private readonly send: (notice: Notice) => void,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  /** Arms every waiting start (at start-up, and when this copy takes the lease). */
  async armAll(): Promise<void> {
    await this.shared.collection(SENT_NOTICES).ensureIndex('id', { unique: true });
    for (const start of await scheduledStarts(this.docs).find({})) this.arm(start.id, start.startsAt);
  }

  /** Follows a draft's start time: null disarms. */
  arm(draftId: string, startsAt: string | null): void {
    clearTimeout(this.alarms.get(draftId));
    this.alarms.delete(draftId);
    if (!startsAt || this.stopped || !this.role.owner) return;
    const start = Date.parse(startsAt);
    if (start <= this.now()) return;
    const wait = Math.max(0, start - STARTS_SOON_MS - this.now());
    const alarm = setTimeout(
      () => {
        this.alarms.delete(draftId);
        if (wait > LONGEST_WAIT_MS) this.arm(draftId, startsAt);
        else void this.fire(draftId, startsAt).catch((err: unknown) => this.logger.error({ err, draftId }, 'starts-soon push failed'));
      },
      Math.min(wait, LONGEST_WAIT_MS),
    );
    alarm.unref?.();
    this.alarms.set(draftId, alarm);
  }

  disarmAll(): void {
    for (const alarm of this.alarms.values()) clearTimeout(alarm);
    this.alarms.clear();
  }

  stop(): void {
    this.stopped = true;
    this.disarmAll();
  }

  private async fire(draftId: string, startsAt: string): Promise<void> {
    if (this.stopped || !this.role.owner) return;
    const state = (await notifiedDrafts(this.docs).findOne({ id: draftId }))?.state;
    if (!state || scheduledStartOf(state) !== startsAt) return;
    if (!(await this.claim(draftId, startsAt))) return;
    const minutes = Math.max(1, Math.round((Date.parse(startsAt) - this.now()) / 60_000));
    const draft = pushedDraft(state);
    for (const playerId of state.participants) this.send({ playerId, payload: webPushPayloads.draftStartsSoon(draft, startsAt, minutes) });
  }

  /** The first copy to record this start's notice sends it; false: it was sent already. */
  private async claim(draftId: string, startsAt: string): Promise<boolean> {
    try {
      await this.shared.collection(SENT_NOTICES).insertOne({ id: `draft-starts-soon:${draftId}:${startsAt}`, sentAt: new Date(this.now()).toISOString() });
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'DuplicateKeyError') return false;
      throw error;
    }
  }
}
