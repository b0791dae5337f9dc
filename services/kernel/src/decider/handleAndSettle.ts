import type { EventStore, NewEvent } from '../eventStore/eventStore';
import type { Decider } from './decider';
import { handleCommand, type CommandFrom, type Handled, type HandleOptions } from './handleCommand';

/** What the helpers need of a service's deps: its event store and the wait for its own read models. */
export interface SettleDeps {
  events: EventStore;
  /**
   * Resolves once the read models show the log up to this position (a bounded wait): those `projections`
   * names (the ones the answer reads), or every one of the process.
   */
  waitForReadModels(position: number, projections?: readonly string[]): Promise<void>;
}

export interface SettleOptions {
  /** The read models the answer reads, by projection name: the wait is for these alone (default: every one). */
  readModels?: readonly string[];
}

/** Waits until the read models show the log up to `position`; 0 (nothing was appended) waits for nothing. */
export async function settle(deps: Pick<SettleDeps, 'waitForReadModels'>, position: number, { readModels }: SettleOptions = {}): Promise<void> {
  if (position > 0) await deps.waitForReadModels(position, readModels);
}

/** Waits until the read models show everything the log holds now, such as a change another service just made. */
export async function settleToHead(deps: SettleDeps): Promise<void> {
  await settle(deps, await deps.events.committedHead());
}

/**
 * Runs the command (handleCommand: read, decide, append) and then waits until the read models show
 * what it appended (those `readModels` names, or all), so a reply read from them includes the change.
 */
export async function handleAndSettle<State, Command, Event extends NewEvent>(
  deps: SettleDeps,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: CommandFrom<State, Command>,
  { readModels, ...options }: HandleOptions & SettleOptions = {},
): Promise<Handled<State, Event>> {
  const handled = await handleCommand(deps.events, streamId, decider, command, options);
  await settle(deps, handled.position, { readModels });
  return handled;
}
