import { MemoryEventStore, type ProjectorRunner, type ServiceModule } from '@reality-draft/kernel';
import { Router } from 'express';
import pino from 'pino';
import { PushHub, type PushClient } from './pushHub';

/** A runner that has applied the log up to `position`; waitFor reaches what `reachable` allows (another gateway's read models may be further). */
const runnerAt = (state: { position: number; reachable: number }) =>
  ({
    get position() {
      return state.position;
    },
    waitFor: async (position: number) => {
      state.position = Math.max(state.position, Math.min(position, state.reachable));
    },
    onApplied: () => async () => undefined,
  }) as unknown as ProjectorRunner;

const drafts: ServiceModule = { name: 'drafts', projections: [], router: Router(), topicsOf: () => ['drafts'] };

describe('a browser resuming its push stream at another gateway', () => {
  const events = new MemoryEventStore();
  const positions: number[] = [];
  beforeAll(async () => {
    for (let n = 0; n < 3; n += 1) positions.push((await events.append(`draft-${n}`, [{ type: 'DraftCreated', data: {} }], 'any')).position);
  });

  const connect = async (runner: { position: number; reachable: number }, lastEventId: number) => {
    const hub = new PushHub(events, runnerAt(runner), [drafts], pino({ level: 'silent' }));
    await hub.start();
    const heard: Array<{ event: string; data: unknown; id?: number }> = [];
    const client: PushClient = { topics: new Set(['drafts']), person: 'p1', send: (event, data, id) => void heard.push({ event, data, id }), close: () => {} };
    await hub.connect(client, lastEventId);
    return heard;
  };

  it('waits for the events it heard of elsewhere and this gateway has not applied yet, and resumes from there', async () => {
    const heard = await connect({ position: positions[0], reachable: positions[2] }, positions[1]);
    expect(heard).toEqual([{ event: 'hello', data: expect.objectContaining({ position: positions[1] }), id: undefined }]);
  });

  it('replays what it missed after the position it names', async () => {
    const heard = await connect({ position: positions[2], reachable: positions[2] }, positions[0]);
    expect(heard.map(({ event, id }) => [event, id])).toEqual([
      ['hello', undefined],
      ['change', positions[2]],
    ]);
  });

  it('starts over (reset) when the position it names is beyond anything this gateway reaches', async () => {
    const heard = await connect({ position: positions[0], reachable: positions[1] }, positions[2]);
    expect(heard.map(({ event }) => event)).toEqual(['hello', 'reset']);
  });
});
