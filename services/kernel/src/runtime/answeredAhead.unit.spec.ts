import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Projection } from '../projections/projection';
import { startServices, type RunningServices } from './startServices';

/** Counts events in its own collection; `hold` keeps it from applying until released. */
function counter(name: string): Projection & { hold(): () => void } {
  let held: Promise<void> = Promise.resolve();
  return {
    name,
    collections: [name],
    async apply(_event, { upsert }) {
      await held;
      await upsert<{ n: number }>(name, 'all', (current) => ({ n: (current?.n ?? 0) + 1 }));
    },
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
}

describe('an answer that waited for some read models only', () => {
  const events = new MemoryEventStore();
  const answered = counter('test.answered');
  const other = counter('test.other');
  let running: RunningServices;
  beforeAll(async () => {
    running = await startServices({
      storage: { events, docs: new NedbDocumentStore(), close: async () => undefined },
      logger: pino({ level: 'silent' }),
      services: [
        ({ docs, waitForReadModels }) => {
          const count = async (name: string) => (await docs.collection<{ n: number }>(name).findOne({ id: 'all' }))?.n ?? 0;
          return {
            name: 'test',
            projections: [answered, other],
            router: Router()
              .post('/count', async (_req, res) => {
                const { position } = await events.append('tally-1', [{ type: 'Counted', data: {} }], 'any');
                await waitForReadModels(position, [answered.name]);
                res.json(await count(answered.name));
              })
              .get('/other', async (_req, res) => void res.json(await count(other.name))),
          };
        },
      ],
    });
  });
  afterAll(() => running.stop());

  it('is sent before the other read models apply the write, and the next request waits for them', async () => {
    const release = other.hold();
    const written = await request(running.app).post('/api/count');
    expect(written.body).toBe(1);
    const next = request(running.app)
      .get('/api/other')
      .then((res) => res.body as number);
    setTimeout(release, 100);
    expect(await next).toBe(1);
  });
});
