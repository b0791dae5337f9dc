import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Decider } from './decider';
import { handleAndSettle, settle, settleToHead } from './handleAndSettle';

type Event = { type: 'Joined'; data: { who: string } };
const club: Decider<string[], { who: string }, Event> = {
  initialState: () => [],
  evolve: (members, event) => [...members, event.data.who],
  decide: ({ who }, members) => (members.includes(who) ? [] : [{ type: 'Joined', data: { who } }]),
};

function deps() {
  const events = new MemoryEventStore();
  const waited: number[] = [];
  return { events, waited, waitForReadModels: async (position: number) => void waited.push(position) };
}

describe('handleAndSettle', () => {
  it('runs the command, then waits for the read models up to the position it appended at', async () => {
    const service = deps();
    const first = await handleAndSettle(service, 'club', club, { who: 'ann' });
    const second = await handleAndSettle(service, 'club', club, { who: 'bob' });
    expect(second.state).toEqual(['ann', 'bob']);
    expect(service.waited).toEqual([first.position, second.position]);
    expect(second.position).toBeGreaterThan(first.position);
  });

  it('waits for nothing when the command appended nothing', async () => {
    const service = deps();
    await handleAndSettle(service, 'club', club, { who: 'ann' });
    const again = await handleAndSettle(service, 'club', club, { who: 'ann' });
    expect(again.position).toBe(0);
    expect(service.waited).toHaveLength(1);
  });

  it('waits for the read models the answer reads when it names them, for all otherwise', async () => {
    const events = new MemoryEventStore();
    const waited: Array<[number, readonly string[] | undefined]> = [];
    const service = { events, waitForReadModels: async (position: number, projections?: readonly string[]) => void waited.push([position, projections]) };
    const { position } = await handleAndSettle(service, 'club', club, { who: 'ann' }, { readModels: ['club.members'], retries: 1 });
    await settle(service, 7);
    expect(waited).toEqual([
      [position, ['club.members']],
      [7, undefined],
    ]);
  });

  it('settles at a position, or at the head of the log', async () => {
    const service = deps();
    await settle(service, 0);
    await settleToHead(service);
    expect(service.waited).toEqual([]);
    const { position } = await handleAndSettle(service, 'club', club, { who: 'ann' });
    await settleToHead(service);
    await settle(service, 7);
    expect(service.waited).toEqual([position, position, 7]);
  });
});
