import type { NewEvent } from '../eventStore/eventStore';

/**
 * A stream's behaviour as three pure functions: folding its events into state, and deciding which
 * events a command produces from that state (throwing an AppError to refuse).
 */
export interface Decider<State, Command, Event extends NewEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event extends NewEvent>(decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** One small function per command type, each given its own command. */
export type CommandHandlers<Command extends { type: string }, State, Event> = {
  [Type in Command['type']]: (command: Extract<Command, { type: Type }>, state: State) => Event[];
};

/**
 * The `decide` of a decider written as one small function per command. Exhaustive: the handlers' type
 * names every command type, so a command added without its function does not compile.
 */
export function decideBy<Command extends { type: string }, State, Event>(
  handlers: CommandHandlers<Command, State, Event>,
): (command: Command, state: State) => Event[] {
  return (command, state) => (handlers[command.type as Command['type']] as (command: Command, state: State) => Event[])(command, state);
}
