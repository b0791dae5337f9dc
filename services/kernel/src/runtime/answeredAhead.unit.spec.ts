import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import type { DocumentStore } from '../documentStore/documentStore';
import { memoryStorage } from '../../test/memoryStorage';
import type { Projection } from '../projections/projection';
import { startServices, type RunningServices } from './startServices';

/** Counts events in a collection of its name; `hold` keeps it from applying until released. */
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

const count = async (docs: DocumentStore, name: string) => (await docs.collection<{ n: number }>(name).findOne({ id: 'all' }))?.n ?? 0;

describe('an answer that waited for its own read models only', () => {
  const storage = memoryStorage();
  const { events } = storage;
  const rooms = counter('writer.rooms');
  const copy = counter('reader.copy');
  const warnings: string[] = [];
  let running: RunningServices;
  beforeAll(async () => {
    running = await startServices({
      storage,
      logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) }),
      services: [
        ({ docs, waitForReadModels }) => ({
          name: 'writer',
          projections: [rooms],
          router: Router()
            .post('/count', async (_req, res) => {
              const { position } = await events.append('tally-1', [{ type: 'Counted', data: {} }], 'any');
              await waitForReadModels(position, [rooms.name]);
              res.json(await count(docs, rooms.name));
            })
            .get('/rooms', async (_req, res) => void res.json(await count(docs, rooms.name))),
        }),
        // Another service's copy of the same events, as scoring keeps one of the drafts.
        ({ docs }) => ({
          name: 'reader',
          projections: [copy],
          router: Router().get('/copy', async (_req, res) => void res.json(await count(docs, copy.name))),
        }),
      ],
    });
  });
  afterAll(() => running.stop());

  it("is sent before the other service's copy applies the write; that service's next request waits for it, the writer's does not", async () => {
    const release = copy.hold();
    expect((await request(running.app).post('/api/count')).body).toBe(1);
    expect((await request(running.app).get('/api/rooms')).body).toBe(1); // the copy still held: no wait for it, none timed out
    expect(warnings).toEqual([]);
    const read = request(running.app)
      .get('/api/copy')
      .then((res) => res.body as number);
    setTimeout(release, 100);
    expect(await read).toBe(1);
  });
});
