import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { createServiceApp } from './serviceApp';

function app(contentSecurityPolicy?: Record<string, string[]>) {
  const api = Router();
  api.post('/auth/login', (_req, res) => {
    res.json({ sessionToken: 'secret' });
  });
  return createServiceApp(pino({ level: 'silent' }), [{ api }], { contentSecurityPolicy });
}

describe('security headers of a service', () => {
  it('keeps every API answer out of caches, errors included', async () => {
    for (const res of [
      await request(app()).post('/api/auth/login').send({}).expect(200),
      await request(app()).get('/api/missing').expect(404),
      await request(app()).post('/api/auth/login').type('json').send('{').expect(400),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('lets nothing load from or frame a process that serves only JSON', async () => {
    const res = await request(app()).get('/healthz').expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('sends the policy it is given instead', async () => {
    const res = await request(app({ 'default-src': ["'self'"], 'frame-ancestors': ["'none'"] })).get('/healthz');
    expect(res.headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
  });
});
