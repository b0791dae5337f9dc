import type { Decider } from '../src/decider/decider';
import { AppError } from '../src/errors';
import type { NewEvent } from '../src/eventStore/eventStore';

/** What a decider decided for one command: its events, or the refusal (an AppError) it threw. */
export interface Decision<Event> {
  /** The events decided; none when the command was refused. */
  events: Event[];
  /** The refusal thrown, or undefined when the command was decided. */
  error: AppError | undefined;
  /** Expects exactly these events, and no refusal. */
  then(expected: Event[]): void;
  /** Expects no events and no refusal: the command changes nothing. */
  thenNothingHappened(): void;
  /** Expects a refusal: of this class, or with these fields (status, message). */
  thenThrows(expected: (abstract new (...args: never[]) => AppError) | Partial<Pick<AppError, 'status' | 'message'>>): void;
}

export interface DecisionGiven<Command, Event> {
  when(command: Command): Decision<Event>;
}

type SpecifiedDecider<State, Command, Event extends NewEvent> = Pick<Decider<State, Command, Event>, 'initialState' | 'evolve' | 'decide'>;

/**
 * Given/when/then for a decider, after Emmett's DeciderSpecification:
 * `const given = DeciderSpecification.for(decider)`, then
 * `given([past events]).when(command).then([events])` (or `.thenThrows(...)`, `.thenNothingHappened()`),
 * or read `.events` and `.error` of the decision. Anything thrown that is not an AppError is a bug,
 * not a refusal, and fails the test where it happens.
 */
export const DeciderSpecification = {
  for<State, Command, Event extends NewEvent>(decider: SpecifiedDecider<State, Command, Event>) {
    return (history: readonly Event[]): DecisionGiven<Command, Event> => ({
      when(command: Command): Decision<Event> {
        const state = history.reduce(decider.evolve, decider.initialState());
        let events: Event[] = [];
        let error: AppError | undefined;
        try {
          events = decider.decide(command, state);
        } catch (thrown) {
          if (!(thrown instanceof AppError)) throw thrown;
          error = thrown;
        }
        return {
          events,
          error,
          then(expected) {
            expect(error).toBeUndefined();
            expect(events).toEqual(expected);
          },
          thenNothingHappened() {
            expect(error).toBeUndefined();
            expect(events).toEqual([]);
          },
          thenThrows(expected) {
            expect(error).toBeInstanceOf(AppError);
            if (typeof expected === 'function') expect(error).toBeInstanceOf(expected);
            else expect(error).toMatchObject(expected);
          },
        };
      },
    });
  },
};
