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
