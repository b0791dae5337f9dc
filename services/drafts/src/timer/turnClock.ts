import { autoPickDueAt, BOT_PICK_DELAY_MS, currentTurn, isDemoPlayerEmail, isPaused, onAutoPick, type DraftState } from '@reality-draft/events';
import { Conflict, type ServiceContext } from '@reality-draft/kernel';
import { startWhenCountedDown } from '../draft/lifecycle';
import { autoPick, type ServerPickSource } from '../draft/picks';
import type { DraftsDeps } from '../draftsDeps';
import { isDraftEvent } from '../draft/events';
import { FollowedDrafts } from './followedDrafts';
import { realTimers, type Timers } from './timers';

const RETRY_MS = 1_000;
/** setTimeout's longest delay (about 24.8 days): a start time further ahead is armed again when this runs out. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/** A pick the server makes for a turn, or the start a countdown or a start time ends in. */
type Alarm = { at: number } & ({ source: ServerPickSource; pickNumber: number } | { source: 'countdown'; adminId: string; startsAt: string });

/**
 * The server-owned turn timer (docs/architecture.md#turn-timer). It follows the log; after every change to a draft it arms
 * one alarm for the turn on the clock: the player's own auto-pick at once when it is on
 * (docs/drafts.md#auto-pick-for-me), a demo bot's pick 3 s in, or the timer's pick at expiry plus
 * grace; before the start, the start a running countdown or the admin's start time ends in
 * (docs/drafts.md#scheduled-start). It arms from the log, so a restarted copy arms again what was
 * waiting. Several processes may run clocks: the expected version lets one win, and a start or a pick
 * names what it is for (the start time, the pick number), so a second clock's alarm changes nothing.
 */
export class TurnClock {
  private readonly alarms = new Map<string, unknown>();
  private stopFollowing?: () => Promise<void>;
  private stopped = false;
  private readonly drafts: FollowedDrafts;

  constructor(
    private readonly deps: DraftsDeps,
    private readonly followLog: ServiceContext['followLog'],
    private readonly timers: Timers = realTimers,
  ) {
    this.drafts = new FollowedDrafts(deps.events);
  }

  async start(): Promise<void> {
    // Following first: a draft started while the active ones are read below is then scheduled by its event.
    this.stopFollowing = this.followLog(async (batch) => {
      for (const event of batch) {
        if (!isDraftEvent(event)) continue;
        await this.drafts
          .afterEvent(event)
          .then((state) => this.schedule(event.data.draftId, state))
          .catch((err: unknown) => this.deps.logger.error({ err, draftId: event.data.draftId }, 'turn clock: scheduling failed'));
      }
    });
    for (const room of await this.deps.queries.activeRooms()) await this.reschedule(room.id);
    for (const room of await this.deps.queries.countingDownRooms()) await this.reschedule(room.id);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.stopFollowing?.();
    for (const alarm of this.alarms.values()) this.timers.clear(alarm);
    this.alarms.clear();
  }

  /** Re-reads the draft's stream first: at start-up and after an alarm that did not land. */
  private async reschedule(draftId: string): Promise<void> {
    await this.schedule(draftId, await this.drafts.load(draftId));
  }

  private async schedule(draftId: string, state: DraftState): Promise<void> {
    this.timers.clear(this.alarms.get(draftId));
    this.alarms.delete(draftId);
    const alarm = state.deleted ? null : await this.nextAlarm(state);
    if (!alarm || this.stopped) return;
    const delay = Math.max(0, alarm.at - this.deps.now().getTime());
    this.timers.clear(this.alarms.get(draftId)); // a retry may have armed one while the stream was read
    const run = delay > LONGEST_DELAY_MS ? () => void this.reschedule(draftId).catch(() => undefined) : () => void this.fire(draftId, alarm);
    this.alarms.set(draftId, this.timers.set(run, Math.min(delay, LONGEST_DELAY_MS)));
  }

  private async nextAlarm(state: DraftState): Promise<Alarm | null> {
    if (state.status === 'pending' && state.startsAt !== null) {
      return { at: Date.parse(state.startsAt), source: 'countdown', adminId: state.adminId, startsAt: state.startsAt };
    }
    const turn = currentTurn(state);
    const dueAt = autoPickDueAt(state);
    if (!turn || dueAt === null || isPaused(state)) return null;
    if (onAutoPick(state)) return { at: state.turnStartedAt!, source: 'autopick', pickNumber: turn.pickNumber };
    if (this.deps.demoBots && (await this.isDemoPlayer(turn.playerId))) {
      return { at: state.turnStartedAt! + BOT_PICK_DELAY_MS, source: 'bot', pickNumber: turn.pickNumber };
    }
    return { at: dueAt, source: 'timer', pickNumber: turn.pickNumber };
  }

  private async isDemoPlayer(playerId: string): Promise<boolean> {
    return isDemoPlayerEmail((await this.deps.queries.person(playerId))?.email);
  }

  private async fire(draftId: string, alarm: Alarm): Promise<void> {
    this.alarms.delete(draftId);
    try {
      if (alarm.source === 'countdown') await startWhenCountedDown(this.deps, draftId, alarm.adminId, alarm.startsAt);
      else await autoPick(this.deps, draftId, alarm.source, alarm.pickNumber);
    } catch (err) {
      // A conflict usually means a pick (a player's, or another process's timer) landed first.
      if (!(err instanceof Conflict)) this.deps.logger.error({ err, draftId }, 'turn clock: auto-pick failed');
      // Either way look again shortly, so a draft can never stall with its clock disarmed.
      if (!this.stopped && !this.alarms.has(draftId)) {
        this.alarms.set(
          draftId,
          this.timers.set(() => void this.reschedule(draftId).catch(() => undefined), RETRY_MS),
        );
      }
    }
  }
}
