import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { memoryStorage } from '../../test/memoryStorage';
import { startServices, type RunningServices } from '../runtime/startServices';
import { LOG_POSITION } from './logPosition';

describe('the log position a request’s writes reached, on its answer', () => {
  const storage = memoryStorage();
  let running: RunningServices;
  beforeAll(async () => {
    running = await startServices({
      storage,
      logger: pino({ level: 'silent' }),
      services: [
        ({ events: log }) => ({
          name: 'test',
          projections: [],
          router: Router()
            .post('/tally', async (req, res) => {
              const times = Number((req.body as { times?: number }).times ?? 1);
              let position = 0;
              for (let n = 0; n < times; n += 1) ({ position } = await log.append('tally-1', [{ type: 'Counted', data: {} }], 'any'));
              res.status(201).json({ position });
            })
            .get('/tally', async (_req, res) => {
              res.json((await log.readStream('tally-1')).version);
            }),
        }),
      ],
    });
  });
  afterAll(() => running.stop());

  it('names the last append of a write, and nothing on a read', async () => {
    const once = await request(running.app).post('/api/tally').send({ times: 1 });
    expect(once.headers[LOG_POSITION]).toBe(String(once.body.position));
    const thrice = await request(running.app).post('/api/tally').send({ times: 3 });
    expect(thrice.headers[LOG_POSITION]).toBe(String(thrice.body.position));
    expect(thrice.body.position).toBeGreaterThan(once.body.position);
    const read = await request(running.app).get('/api/tally');
    expect(read.body).toBe(4);
    expect(read.headers).not.toHaveProperty(LOG_POSITION);
  });

  it('keeps concurrent requests’ positions apart', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => request(running.app).post('/api/tally').send({ times: 2 })));
    for (const answer of answers) expect(answer.headers[LOG_POSITION]).toBe(String(answer.body.position));
    expect(new Set(answers.map((answer) => answer.body.position)).size).toBe(4);
  });
});
