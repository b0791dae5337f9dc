import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { REQUEST_ID } from './logging';
import { createServiceApp } from './serviceApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  const lines: Array<{ req?: { id?: string } }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const api = Router();
  // What a proxy sends on: the request's own headers.
  api.get('/echo', (req, res) => void res.json({ forwarded: req.headers[REQUEST_ID] }));
  const app = createServiceApp(logger, [{ api }]);

  it('keeps the client’s id: answered back, on the request for the proxy, and in the log line', async () => {
    const answer = await request(app).get('/api/echo').set(REQUEST_ID, 'client-id_1.2:3').expect(200);
    expect(answer.headers[REQUEST_ID]).toBe('client-id_1.2:3');
    expect(answer.body).toEqual({ forwarded: 'client-id_1.2:3' });
    expect(lines.at(-1)?.req?.id).toBe('client-id_1.2:3');
  });

  it('makes one when the client sent none, or one that is not a plain token', async () => {
    for (const given of [undefined, 'has spaces and "quotes"', 'x'.repeat(129)]) {
      const call = request(app).get('/api/echo');
      const answer = await (given === undefined ? call : call.set(REQUEST_ID, given)).expect(200);
      expect(answer.headers[REQUEST_ID]).toMatch(UUID);
      expect(answer.body).toEqual({ forwarded: answer.headers[REQUEST_ID] });
    }
  });
});
