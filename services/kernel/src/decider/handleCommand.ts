import { ConcurrencyError, type EventStore, type NewEvent } from '../eventStore/eventStore';
import { Conflict } from '../errors';
import { fold, type Decider } from './decider';

export interface HandleOptions {
  /** Retries after a version conflict; only for commands that are safe to decide again. */
  retries?: number;
  metadata?: Record<string, unknown>;
  conflictMessage?: string;
}

export interface Handled<State, Event> {
  events: Event[];
  state: State;
  version: number;
  /** Global log position of the last appended event (0 when nothing was appended). */
  position: number;
}

/**
 * The command, or how to make it from the state just read (when what it carries depends on the stream,
 * such as the show whose cast a pick chooses from): so a command needs the stream read once.
 */
export type CommandFrom<State, Command> = Command | ((state: State) => Command | Promise<Command>);

/** Read the stream, fold it, decide, append with the expected version; retry or refuse a conflict. */
export async function handleCommand<State, Command, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: CommandFrom<State, Command>,
  options: HandleOptions = {},
): Promise<Handled<State, Event>> {
  for (let attempt = 0; ; attempt += 1) {
    const { events: history, version } = await store.readStream(streamId);
    const state = fold(decider, history as unknown as Event[]);
    const events = decider.decide(typeof command === 'function' ? await (command as (state: State) => Command | Promise<Command>)(state) : command, state);
    if (events.length === 0) return { events, state, version, position: 0 };
    const stamped = events.map((event) => ({ ...event, metadata: { ...options.metadata, ...event.metadata } }));
    try {
      const appended = await store.append(streamId, stamped, version === 0 ? 'no-stream' : version);
      return { events, state: events.reduce(decider.evolve, state), ...appended };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= (options.retries ?? 0)) {
        throw new Conflict(options.conflictMessage ?? 'Someone else changed this at the same moment. Please try again.');
      }
    }
  }
}
