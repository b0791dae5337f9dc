import { ConcurrencyError, type EventStore, type NewEvent } from '../eventStore/eventStore';
import { Conflict } from '../errors';
import { fold, type Decider } from './decider';
import { StateCache, type Folded } from './stateCache';

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

/**
 * The stream's state: the cached one with the events appended since folded on (usually none), or the
 * whole stream folded when nothing is cached or the stream is behind what was cached.
 */
async function readState<State, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  cache: StateCache<State>,
): Promise<Folded<State>> {
  const cached = cache.get(streamId);
  const { events, version } = await store.readStream(streamId, cached && { fromVersion: cached.version + 1 });
  if (!cached) {
    const folded = { state: fold(decider, events as unknown as Event[]), version };
    cache.set(streamId, folded);
    return folded;
  }
  if (version < cached.version) {
    cache.delete(streamId);
    return readState(store, streamId, decider, cache);
  }
  const newer = events.filter((event) => event.version > cached.version) as unknown as Event[];
  if (newer.length === 0) return cached;
  const folded = { state: newer.reduce(decider.evolve, cached.state), version };
  cache.set(streamId, folded);
  return folded;
}

/**
 * Read the stream (from the cached state's version on), fold it, decide, append with the expected
 * version; retry or refuse a conflict.
 */
export async function handleCommand<State, Command, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: CommandFrom<State, Command>,
  options: HandleOptions = {},
): Promise<Handled<State, Event>> {
  const cache = StateCache.of<State>(store, decider);
  for (let attempt = 0; ; attempt += 1) {
    const { state, version } = await readState(store, streamId, decider, cache);
    const events = decider.decide(typeof command === 'function' ? await (command as (state: State) => Command | Promise<Command>)(state) : command, state);
    if (events.length === 0) return { events, state, version, position: 0 };
    const stamped = events.map((event) => ({ ...event, metadata: { ...options.metadata, ...event.metadata } }));
    try {
      const appended = await store.append(streamId, stamped, version === 0 ? 'no-stream' : version);
      const after = events.reduce(decider.evolve, state);
      cache.set(streamId, { state: after, version: appended.version });
      return { events, state: after, ...appended };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= (options.retries ?? 0)) {
        throw new Conflict(options.conflictMessage ?? 'Someone else changed this at the same moment. Please try again.');
      }
    }
  }
}
