import { ConcurrencyError } from './eventStore';
import { planGroup } from './groupPlan';

const event = (n: number) => ({ type: 'Counted', data: { n } });

describe('planGroup', () => {
  it('gives each append the next versions of its stream and the next indexes of the transaction, in arrival order', () => {
    const { rows, outcomes } = planGroup(
      [
        { streamId: 'a', events: [event(1), event(2)], expected: 3 },
        { streamId: 'b', events: [event(3)], expected: 'no-stream' },
        { streamId: 'a', events: [event(4)], expected: 5 },
      ],
      new Map([['a', 3]]),
    );
    expect(outcomes).toEqual([
      { version: 5, lastIndex: 2 },
      { version: 1, lastIndex: 3 },
      { version: 6, lastIndex: 4 },
    ]);
    expect(rows.map(({ s, v, i, d }) => [s, v, i, d])).toEqual([
      ['a', 4, 1, { n: 1 }],
      ['a', 5, 2, { n: 2 }],
      ['b', 1, 3, { n: 3 }],
      ['a', 6, 4, { n: 4 }],
    ]);
    expect(rows[0]).toMatchObject({ t: 'Counted', m: {} });
  });

  it('refuses an append whose expected version the appends before it made stale, and lets the rest through', () => {
    const { rows, outcomes } = planGroup(
      [
        { streamId: 'a', events: [event(1)], expected: 'any' },
        { streamId: 'a', events: [event(2)], expected: 1 },
        { streamId: 'a', events: [event(3)], expected: 'no-stream' },
        { streamId: 'a', events: [event(4)], expected: 2 },
      ],
      new Map(),
    );
    expect(outcomes[2]).toBeInstanceOf(ConcurrencyError);
    expect(outcomes[2]).toMatchObject({ streamId: 'a', expected: 'no-stream', actual: 2 });
    expect(outcomes.filter((o) => !(o instanceof ConcurrencyError))).toEqual([
      { version: 1, lastIndex: 1 },
      { version: 2, lastIndex: 2 },
      { version: 3, lastIndex: 3 },
    ]);
    expect(rows.map((row) => row.d)).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
  });

  it('keeps metadata and writes nothing when every append conflicts', () => {
    expect(planGroup([{ streamId: 'a', events: [{ ...event(1), metadata: { actor: 'x' } }], expected: 'any' }], new Map()).rows[0].m).toEqual({ actor: 'x' });
    const { rows, outcomes } = planGroup([{ streamId: 'a', events: [event(1)], expected: 7 }], new Map([['a', 2]]));
    expect(rows).toEqual([]);
    expect(outcomes[0]).toMatchObject({ name: 'ConcurrencyError', actual: 2 });
  });
});
