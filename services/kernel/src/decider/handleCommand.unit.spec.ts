import { Conflict, RuleViolation } from '../errors';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Decider } from './decider';
import { handleCommand } from './handleCommand';

type Event = { type: 'Joined'; data: { who: string } };
type Command = { who: string };
type State = { members: string[] };

/** A club of at most two members, each joining once. */
const club: Decider<State, Command, Event> = {
  initialState: () => ({ members: [] }),
  evolve: (state, event) => ({ members: [...state.members, event.data.who] }),
  decide: ({ who }, state) => {
    if (state.members.includes(who)) return [];
    if (state.members.length >= 2) throw new RuleViolation('The club is full');
    return [{ type: 'Joined', data: { who } }];
  },
};

/** An event store whose first append loses a race, as if another process appended just before. */
function racingStore(rival: string) {
  const store = new MemoryEventStore();
  const append = store.append.bind(store);
  let raced = false;
  store.append = async (streamId, events, expected) => {
    if (!raced) {
      raced = true;
      await append(streamId, [{ type: 'Joined', data: { who: rival } }], expected);
    }
    return append(streamId, events, expected);
  };
  return store;
}

describe('handleCommand', () => {
  it('folds the stream, decides and appends with the expected version', async () => {
    const store = new MemoryEventStore();
    await handleCommand(store, 'club', club, { who: 'ann' });
    const result = await handleCommand(store, 'club', club, { who: 'bob' });
    expect(result.state.members).toEqual(['ann', 'bob']);
    expect(result.version).toBe(2);
    expect(result.position).toBe(2);
  });

  it('appends nothing when the decision is empty', async () => {
    const store = new MemoryEventStore();
    await handleCommand(store, 'club', club, { who: 'ann' });
    expect((await handleCommand(store, 'club', club, { who: 'ann' })).events).toEqual([]);
    expect(await store.head()).toBe(1);
  });

  it('passes a refusal through and appends nothing', async () => {
    const store = new MemoryEventStore();
    await handleCommand(store, 'club', club, { who: 'ann' });
    await handleCommand(store, 'club', club, { who: 'bob' });
    await expect(handleCommand(store, 'club', club, { who: 'cat' })).rejects.toThrow(RuleViolation);
    expect(await store.head()).toBe(2);
  });

  it('answers a lost race with a Conflict when retrying is not allowed', async () => {
    const store = racingStore('rival');
    await expect(handleCommand(store, 'club', club, { who: 'ann' }, { conflictMessage: 'Taken' })).rejects.toEqual(new Conflict('Taken'));
    expect((await store.readStream('club')).events.map((e) => e.data)).toEqual([{ who: 'rival' }]);
  });

  it('decides again on the new state when retrying is allowed', async () => {
    const store = racingStore('rival');
    const result = await handleCommand(store, 'club', club, { who: 'ann' }, { retries: 2, metadata: { by: 'test' } });
    expect(result.state.members).toEqual(['rival', 'ann']);
    expect((await store.readStream('club')).events[1].metadata).toEqual({ by: 'test' });
  });

  it('makes the command from the state it read, once per attempt, reading the stream once per attempt', async () => {
    const store = racingStore('rival');
    const reads = jest.spyOn(store, 'readStream');
    const seen: string[][] = [];
    const result = await handleCommand(
      store,
      'club',
      club,
      async (state) => {
        seen.push(state.members);
        return { who: `guest-of-${state.members.length}` };
      },
      { retries: 1 },
    );
    expect(seen).toEqual([[], ['rival']]);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(result.state.members).toEqual(['rival', 'guest-of-1']);
  });
});

describe('handleCommand with the folded state cached', () => {
  /** The same rules as another object: a decider of its own, so nothing cached (a cold read). */
  const coldClub = (): Decider<State, Command, Event> => ({ ...club });

  it('reads only the events after the cached version and answers as a cold read does', async () => {
    const store = new MemoryEventStore();
    await handleCommand(store, 'club', club, { who: 'ann' });
    const reads = jest.spyOn(store, 'readStream');
    const warm = await handleCommand(store, 'club', club, { who: 'ann' });
    expect(reads).toHaveBeenLastCalledWith('club', { fromVersion: 2 });
    expect(await handleCommand(store, 'club', coldClub(), { who: 'ann' })).toEqual(warm);
    expect(warm).toEqual({ events: [], state: { members: ['ann'] }, version: 1, position: 0 });
  });

  it('sees an event another writer appended behind its back', async () => {
    const store = new MemoryEventStore();
    await handleCommand(store, 'club', club, { who: 'ann' });
    await store.append('club', [{ type: 'Joined', data: { who: 'rival' } }], 1);
    await expect(handleCommand(store, 'club', club, { who: 'cat' })).rejects.toThrow(RuleViolation);
    const again = await handleCommand(store, 'club', club, { who: 'rival' });
    expect(again.state.members).toEqual(['ann', 'rival']);
    expect(again.version).toBe(2);
  });

  /** A store whose stream 'club' already has ann (cached), and whose next append loses to `rival`. */
  async function warmStoreLosingNextAppendTo(rival: string) {
    const store = new MemoryEventStore();
    await handleCommand(store, 'club', club, { who: 'ann' });
    const append = store.append.bind(store);
    store.append = async (streamId, events, expected) => {
      store.append = append;
      await append(streamId, [{ type: 'Joined', data: { who: rival } }], expected);
      return append(streamId, events, expected);
    };
    return store;
  }

  it('still answers a race lost on a cached stream with a Conflict', async () => {
    const store = await warmStoreLosingNextAppendTo('rival');
    await expect(handleCommand(store, 'club', club, { who: 'bob' })).rejects.toEqual(
      new Conflict('Someone else changed this at the same moment. Please try again.'),
    );
    await expect(handleCommand(store, 'club', club, { who: 'bob' })).rejects.toThrow(RuleViolation);
    expect((await store.readStream('club')).events.map((e) => e.data)).toEqual([{ who: 'ann' }, { who: 'rival' }]);
  });

  it('decides a retry after a race lost on a cached stream on the state the rival left', async () => {
    const store = await warmStoreLosingNextAppendTo('rival');
    const retried = await handleCommand(store, 'club', club, { who: 'rival' }, { retries: 1 });
    expect(retried).toEqual({ events: [], state: { members: ['ann', 'rival'] }, version: 2, position: 0 });
  });
});
