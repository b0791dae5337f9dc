import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { Conflict, RuleViolation, TooManyRequests } from '../errors';
import { bearerAuth, requireRole } from './auth';
import { LISTED_ERRORS } from './errorHandler';
import { MAX_JSON_DEPTH, jsonNestingExceeds } from './jsonDepth';
import { loggedUrl } from './logging';
import { createServiceApp, trustProxyFromEnv } from './serviceApp';
import { validate } from './validate';

const signup = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'name'],
  properties: { email: { type: 'string', format: 'email' }, name: { type: 'string', minLength: 1, maxLength: 5 }, age: { type: 'integer', minimum: 0 } },
};

function app() {
  const api = Router();
  api.use(
    bearerAuth(async (token) =>
      token === 'admin-token' ? { id: 'a1', userType: 'admin' } : token === 'player-token' ? { id: 'p1', userType: 'player' } : null,
    ),
  );
  api.post('/signup', validate({ body: signup }), (req, res) => {
    res.status(201).json(req.body);
  });
  const ids = { type: 'object', properties: { ids: { type: 'array', items: { type: 'string', format: 'uuid' } } } };
  api.put('/ids', validate({ body: ids }), (req, res) => {
    res.json(req.body);
  });
  api.get('/items/:id', validate({ params: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z]+$' } } } }), (req, res) => {
    res.json({ id: req.params.id });
  });
  const listQuery = { type: 'object', properties: { size: { type: 'string', enum: ['small', 'large'], default: 'large' }, q: { type: 'string' } } };
  api.get('/list', validate({ query: listQuery }), (req, res) => {
    res.json(req.query);
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
  api.post('/anything', validate({ body: { type: 'object' } }), (req, res) => {
    res.json({ keys: Object.keys(req.body) });
  });
  api.get('/crash', () => {
    throw new Error('secret internals');
  });
  return createServiceApp(pino({ level: 'silent' }), [{ api }], { configure: (root) => root.use(express.static('/nonexistent')) });
}

describe('HTTP kit', () => {
  it("never logs a signed URL's signature", () => {
    expect(loggedUrl('/api/objects/uploads/ab?expires=1&signature=s3cr3t')).toBe('/api/objects/uploads/ab?expires=1&signature=[redacted]');
    expect(loggedUrl('/api/x?Signature=a&b=2')).toBe('/api/x?Signature=[redacted]&b=2');
    expect(loggedUrl('/api/drafts?x=1')).toBe('/api/drafts?x=1');
  });

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
    const res = await request(app())
      .post('/api/signup')
      .send(body as object)
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('lists the first 20 problems of a refusal and how many more, however many items are bad', async () => {
    const res = await request(app())
      .put('/api/ids')
      .send({ ids: Array.from({ length: 5_000 }, (_, n) => `bad-${n}`) })
      .expect(400);
    expect(res.body.message).toBe('ids.0 must be a valid uuid.');
    expect(res.body.errors).toHaveLength(LISTED_ERRORS + 1);
    expect(res.body.errors[LISTED_ERRORS - 1]).toMatchObject({ instancePath: `/ids/${LISTED_ERRORS - 1}` });
    expect(res.body.errors[LISTED_ERRORS]).toEqual({ message: 'and 4,980 more', more: 4_980 });
    expect(res.text.length).toBeLessThan(5_000);
  });

  it('lists every problem when there are no more than 20', async () => {
    const res = await request(app())
      .put('/api/ids')
      .send({ ids: Array.from({ length: LISTED_ERRORS }, (_, n) => `bad-${n}`) })
      .expect(400);
    expect(res.body.errors).toHaveLength(LISTED_ERRORS);
    expect(res.body.errors.at(-1)).toMatchObject({ instancePath: `/ids/${LISTED_ERRORS - 1}` });
  });

  it('drops fields the schema does not name', async () => {
    await request(app()).post('/api/signup').send({ email: 'a@b.co', name: 'Ann', admin: true }).expect(201, { email: 'a@b.co', name: 'Ann' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await request(app()).post('/api/signup').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  describe('deeply nested bodies', () => {
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deepArray = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const post = (path: string, body: string, type = 'application/json') => request(app()).post(path).set('content-type', type).send(body);
    const TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`;

    it.each([
      ['an object 3,000 levels deep', deepObject(3000)],
      ['arrays 3,000 levels deep', deepArray(3000)],
      ['one level too many', deepObject(MAX_JSON_DEPTH + 1)],
      ['an unterminated deep body', '['.repeat(50_000)],
    ])('refuses %s with 400 before parsing it', async (_what, body) => {
      for (const path of ['/api/signup', '/api/anything', '/api/no-such-route']) {
        const res = await post(path, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: TOO_DEEP });
      }
    });

    it('accepts bodies up to the limit', async () => {
      expect((await post('/api/anything', deepObject(MAX_JSON_DEPTH)).expect(200)).body).toEqual({ keys: ['a'] });
      expect((await post('/api/anything', deepArray(MAX_JSON_DEPTH)).expect(200)).body).toEqual({ keys: ['a'] });
    });

    it('does not count brackets inside strings, escaped quotes included', async () => {
      const inString = JSON.stringify({ a: '{['.repeat(5000), b: '\\"[[[[', c: '\\', d: '"{{{{{' });
      expect((await post('/api/anything', inString).expect(200)).body).toEqual({ keys: ['a', 'b', 'c', 'd'] });
    });

    it('reads a UTF-16 body the same way', async () => {
      const utf16 = (text: string) =>
        request(app())
          .post('/api/anything')
          .set('content-type', 'application/json; charset=utf-16le')
          .serialize((raw: Buffer) => raw as unknown as string)
          .send(Buffer.from(text, 'utf16le'));
      const res = await utf16(deepObject(100));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: TOO_DEEP });
      expect((await utf16(deepObject(3)).expect(200)).body).toEqual({ keys: ['a'] });
    });

    it('counts depth with a scanner that skips strings', () => {
      expect(jsonNestingExceeds(Buffer.from('{"a":[1,{"b":"[[[["}]}'), 3)).toBe(false);
      expect(jsonNestingExceeds(Buffer.from('{"a":[1,{"b":"[[[["}]}'), 2)).toBe(true);
      expect(jsonNestingExceeds(Buffer.from('"\\\\"[[['), 2)).toBe(true);
      expect(jsonNestingExceeds(Buffer.from('"\\"[[["'), 2)).toBe(false);
      expect(jsonNestingExceeds(Buffer.from('[]'.repeat(100_000)), 1)).toBe(false);
    });
  });

  describe('the client address', () => {
    const ipApp = (trustProxy?: ReturnType<typeof trustProxyFromEnv>) => {
      const api = Router();
      api.get('/ip', (req, res) => {
        res.json({ ip: req.ip });
      });
      return createServiceApp(pino({ level: 'silent' }), [{ api }], trustProxy === undefined ? {} : { trustProxy });
    };

    it('is the peer by default, whatever X-Forwarded-For claims', async () => {
      const { body } = await request(ipApp()).get('/api/ip').set('x-forwarded-for', '203.0.113.9').expect(200);
      expect(body.ip).not.toBe('203.0.113.9');
      expect(body.ip).toMatch(/127\.0\.0\.1|::1/);
    });

    it('comes from X-Forwarded-For when the proxy is trusted', async () => {
      for (const setting of ['loopback', '127.0.0.1/8,::1/128', '1', 'true']) {
        const { body } = await request(ipApp(trustProxyFromEnv(setting)))
          .get('/api/ip')
          .set('x-forwarded-for', '203.0.113.9')
          .expect(200);
        expect(body.ip).toBe('203.0.113.9');
      }
    });

    it('reads TRUST_PROXY as Express documents it', () => {
      expect([undefined, '', ' ', 'false'].map(trustProxyFromEnv)).toEqual([false, false, false, false]);
      expect(trustProxyFromEnv('true')).toBe(true);
      expect(trustProxyFromEnv('2')).toBe(2);
      expect(trustProxyFromEnv('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
      expect(() => ipApp(trustProxyFromEnv('not-an-address'))).toThrow(/TRUST_PROXY "not-an-address" is not valid/);
    });
  });

  it('hands the handler the query as checked: its defaults filled in, what the schema does not name dropped, a repeated field refused', async () => {
    expect((await request(app()).get('/api/list?q=ann&extra=1')).body).toEqual({ size: 'large', q: 'ann' });
    expect((await request(app()).get('/api/list?size=small')).body).toEqual({ size: 'small' });
    const repeated = await request(app()).get('/api/list?q=a&q=b');
    expect([repeated.status, repeated.body.message]).toEqual([400, 'q must be a string.']);
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
