import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { holdReadModel } from '../../test/holdReadModel';
import { memoryStorage } from '../../test/memoryStorage';
import type { Projection } from '../projections/projection';
import { OWN_WRITE_POSITION, READ_POSITION, startServices, type RunningServices } from './startServices';

const counted: Projection = {
  name: 'test.counted',
  collections: ['counted'],
  apply: (_event, { upsert }) => upsert<{ n: number }>('counted', 'all', (current) => ({ n: (current?.n ?? 0) + 1 })),
};

describe('a request naming the log position it must see', () => {
  const storage = memoryStorage();
  const { events } = storage;
  let running: RunningServices;
  beforeAll(async () => {
    running = await startServices({
      storage,
      logger: pino({ level: 'silent' }),
      honourReadPosition: true,
      services: [
        ({ docs }) => ({
          name: 'test',
          projections: [counted],
          router: Router().get('/counted', async (_req, res) => {
            res.json((await docs.collection<{ n: number }>('counted').findOne({ id: 'all' }))?.n ?? 0);
          }),
        }),
      ],
    });
  });
  afterAll(() => running.stop());

  it('is answered once the read models have reached it, not before', async () => {
    await events.append('tally-1', [{ type: 'Counted', data: {} }], 'any');
    await running.runner.waitFor(await events.head());
    expect(
      (
        await request(running.app)
          .get('/api/counted')
          .set(READ_POSITION, String(await events.head()))
      ).body,
    ).toBe(1);
    // Hold the projection back, so the next event is in the log before the read model shows it.
    const release = holdReadModel(counted);
    const { position } = await events.append('tally-1', [{ type: 'Counted', data: {} }], 'any');
    const answer = request(running.app)
      .get('/api/counted')
      .set(READ_POSITION, String(position))
      .then((res) => res.body as number);
    const unwaited = await request(running.app).get('/api/counted');
    expect(unwaited.body).toBe(1);
    setTimeout(release, 100);
    expect(await answer).toBe(2);
  });

  it("waits past a notice's 2 s for the client's own writes: a read never misses what its client wrote", async () => {
    await running.runner.waitFor(await events.head());
    const before = (await request(running.app).get('/api/counted')).body as number;
    const release = holdReadModel(counted);
    const { position } = await events.append('tally-1', [{ type: 'Counted', data: {} }], 'any');
    const ownRead = request(running.app)
      .get('/api/counted')
      .set(OWN_WRITE_POSITION, String(position))
      .then((res) => res.body as number);
    const noticeRead = await request(running.app).get('/api/counted').set(READ_POSITION, String(position));
    // The notice's refetch gave up after 2 s; the own write's read is still waiting.
    expect(noticeRead.body).toBe(before);
    release();
    expect(await ownRead).toBe(before + 1);
  });

  it("waits for nothing beyond the log's head: a made-up position far past it is answered at once (the wait is 2 s)", async () => {
    await running.runner.waitFor(await events.head());
    const started = Date.now();
    const answer = await request(running.app)
      .get('/api/counted')
      .set(READ_POSITION, String((await events.head()) + 1_000_000_000));
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('ignores a position that is not a whole number', async () => {
    expect((await request(running.app).get('/api/counted').set(READ_POSITION, 'soon')).status).toBe(200);
  });
});
