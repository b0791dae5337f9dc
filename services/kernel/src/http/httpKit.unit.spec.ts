import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { Conflict, RuleViolation, TooManyRequests } from '../errors';
import { bearerAuth, requireRole } from './auth';
import { createServiceApp } from './serviceApp';
import { validate } from './validate';

const signup = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'name'],
  properties: { email: { type: 'string', format: 'email' }, name: { type: 'string', minLength: 1, maxLength: 5 }, age: { type: 'integer', minimum: 0 } },
};

function app() {
  const api = Router();
  api.use(bearerAuth(async (token) => (token === 'admin-token' ? { id: 'a1', userType: 'admin' } : token === 'player-token' ? { id: 'p1', userType: 'player' } : null)));
  api.post('/signup', validate({ body: signup }), (req, res) => {
    res.status(201).json(req.body);
  });
  api.get('/items/:id', validate({ params: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z]+$' } } } }), (req, res) => {
    res.json({ id: req.params.id });
  });
  api.get('/admin-only', requireRole('admin'), (req, res) => {
    res.json({ who: req.principal!.id });
  });
  api.get('/conflict', () => {
    throw new Conflict('It is not your turn.');
  });
  api.get('/rule', async () => {
    throw new RuleViolation('That team has been eliminated.');
  });
  api.get('/throttled', () => {
    throw new TooManyRequests('Slow down.', 30);
  });
  api.get('/crash', () => {
    throw new Error('secret internals');
  });
  return createServiceApp(pino({ level: 'silent' }), [{ api }], { configure: (root) => root.use(express.static('/nonexistent')) });
}

describe('HTTP kit', () => {
  it('answers /healthz', async () => {
    await request(app()).get('/healthz').expect(200, { status: 'ok' });
  });

  it('passes a valid body', async () => {
    await request(app()).post('/api/signup').send({ email: 'a@b.co', name: 'Ann' }).expect(201, { email: 'a@b.co', name: 'Ann' });
  });

  it.each([
    [{ name: 'Ann' }, 'email is required.'],
    [{ email: 'nope', name: 'Ann' }, 'email must be a valid email.'],
    [{ email: 'a@b.co', name: '' }, 'name must not be empty.'],
    [{ email: 'a@b.co', name: 'Annabel' }, 'name must be at most 5 characters.'],
    [{ email: 'a@b.co', name: 'Ann', age: -1 }, 'age must be at least 0.'],
    [{ email: 'a@b.co', name: 'Ann', age: 'x' }, 'age must be an integer.'],
    [[1, 2], 'The request body must be a JSON object.'],
  ])('refuses body %j with 400 "%s"', async (body, message) => {
    const res = await request(app()).post('/api/signup').send(body as object).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('drops fields the schema does not name', async () => {
    await request(app()).post('/api/signup').send({ email: 'a@b.co', name: 'Ann', admin: true }).expect(201, { email: 'a@b.co', name: 'Ann' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await request(app()).post('/api/signup').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses bad path parameters with 400', async () => {
    expect((await request(app()).get('/api/items/ABC').expect(400)).body.message).toBe('id is not in the expected form.');
  });

  it('refuses no token with 401, an unknown token with 401, a wrong role with 403', async () => {
    expect((await request(app()).get('/api/admin-only').expect(401)).body.message).toBe('Please log in to continue.');
    expect((await request(app()).get('/api/admin-only').set('authorization', 'Bearer stale').expect(401)).body.message).toBe(
      'Your session has expired. Please log in again.',
    );
    expect((await request(app()).get('/api/admin-only').set('authorization', 'Bearer player-token').expect(403)).body.message).toBe(
      'Admin privileges are required for this action.',
    );
    await request(app()).get('/api/admin-only').set('authorization', 'Bearer admin-token').expect(200, { who: 'a1' });
  });

  it('maps game errors to 409 and 422, throttling to 429 with Retry-After', async () => {
    await request(app()).get('/api/conflict').expect(409, { message: 'It is not your turn.' });
    await request(app()).get('/api/rule').expect(422, { message: 'That team has been eliminated.' });
    const throttled = await request(app()).get('/api/throttled').expect(429);
    expect(throttled.headers['retry-after']).toBe('30');
  });

  it('hides internals behind a 500 and answers unknown API paths with 404 JSON', async () => {
    const crash = await request(app()).get('/api/crash').expect(500);
    expect(crash.body.message).not.toContain('secret');
    expect((await request(app()).get('/api/nope').expect(404)).body.message).toBe('No API route for GET /api/nope.');
  });
});
