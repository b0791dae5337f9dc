import type { Decider } from '../src/decider/decider';
import { Conflict, RuleViolation } from '../src/errors';
import { DeciderSpecification } from './deciderSpecification';

type Event = { type: 'Joined'; data: { who: string } };
type State = { members: string[] };

/** A club of at most two members, each joining once; a blank name is a bug of the caller. */
const club: Decider<State, { who: string }, Event> = {
  initialState: () => ({ members: [] }),
  evolve: (state, event) => ({ members: [...state.members, event.data.who] }),
  decide: ({ who }, state) => {
    if (!who) throw new TypeError('who is blank');
    if (state.members.includes(who)) return [];
    if (state.members.length >= 2) throw new RuleViolation('The club is full');
    return [{ type: 'Joined', data: { who } }];
  },
};
const joined = (who: string): Event => ({ type: 'Joined', data: { who } });
const given = DeciderSpecification.for(club);

describe('DeciderSpecification', () => {
  it('decides on the state folded from the given events', () => {
    given([])
      .when({ who: 'ann' })
      .then([joined('ann')]);
    given([joined('ann')])
      .when({ who: 'ann' })
      .thenNothingHappened();
    expect(given([joined('ann')]).when({ who: 'bob' }).events).toEqual([joined('bob')]);
  });

  it('catches a refusal, with no events', () => {
    const decision = given([joined('ann'), joined('bob')]).when({ who: 'cy' });
    expect(decision.events).toEqual([]);
    expect(decision.error).toBeInstanceOf(RuleViolation);
    decision.thenThrows(RuleViolation);
    decision.thenThrows({ status: 422, message: 'The club is full' });
  });

  it('fails an expectation the decision does not meet', () => {
    expect(() =>
      given([])
        .when({ who: 'ann' })
        .then([joined('bob')]),
    ).toThrow();
    expect(() => given([]).when({ who: 'ann' }).thenNothingHappened()).toThrow();
    expect(() => given([]).when({ who: 'ann' }).thenThrows(RuleViolation)).toThrow();
    expect(() =>
      given([joined('ann'), joined('bob')])
        .when({ who: 'cy' })
        .then([]),
    ).toThrow();
    expect(() =>
      given([joined('ann'), joined('bob')])
        .when({ who: 'cy' })
        .thenThrows(Conflict),
    ).toThrow();
  });

  it('lets a bug (anything but an AppError) fail the test where it is thrown', () => {
    expect(() => given([]).when({ who: '' })).toThrow(TypeError);
  });
});
