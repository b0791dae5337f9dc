import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gatewayOnFiles, type GatewayOnFiles } from '../../test/gatewayOnFiles';
import request, { type Response } from 'supertest';
import { type RunningGateway } from '../gateway';
import { gatewayConfigFromEnv } from '../gatewayConfig';
import { frontendCsp, imgSourcesFromEnv, remoteOrigins } from './contentSecurityPolicy';

const CDN = 'https://cdn.example.test:8443';

async function fakeBuilds(root: string) {
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(root, 'shell', 'dist', 'sw.js'), "self.addEventListener('push', () => undefined);");
  await writeFile(path.join(root, 'shell', 'dist', 'manifest.webmanifest'), '{"name":"Reality Draft"}');
  await mkdir(path.join(root, 'mf-admin', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'mf-admin', 'dist', 'remoteEntry.js'), 'var mf_admin;');
}

/** `directive -> sources` of a Content-Security-Policy header. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectFileHeaders(res: Response) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('same-origin');
}

function expectPageHeaders(res: Response) {
  expectFileHeaders(res);
  expect(parseCsp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
}

describe('security headers', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  const env = { EVENT_STORE: 'memory', DEMO: '1', MF_REGISTRY: JSON.stringify({ mf_player: `${CDN}/player/mf-manifest.json` }) } as NodeJS.ProcessEnv;

  beforeAll(async () => {
    running = await gatewayOnFiles(fakeBuilds, env);
    ({ gateway } = running);
  });
  afterAll(() => running.stop());

  it('sends the policy on the login page: this origin and the configured remote origin, nothing else', async () => {
    const res = await request(gateway.server).get('/login').expect(200);
    expectPageHeaders(res);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(parseCsp(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", CDN],
      'connect-src': ["'self'", CDN],
      'style-src': ["'self'", CDN, "'unsafe-inline'"],
      'img-src': ["'self'", CDN, 'data:'],
      'font-src': ["'self'", CDN],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    // Nothing from helmet's default policy (https: fonts, upgrade-insecure-requests, ...).
    expect(res.headers['content-security-policy']).not.toMatch(/https:(?!\/\/cdn)|upgrade-insecure|\*/);
  });

  it('serves the service worker at the root, never cached and under the policy (a worker is governed by it), and the web app manifest', async () => {
    const worker = await request(gateway.server).get('/sw.js').expect(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(parseCsp(worker.headers['content-security-policy'])['script-src']).toEqual(["'self'", CDN]);
    const manifest = await request(gateway.server).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-security-policy']).toBeUndefined();
  });

  it('sends them on a remote file, keeping its cache rule, without the policy a script ignores', async () => {
    const res = await request(gateway.server).get('/mf/admin/remoteEntry.js').expect(200);
    expectFileHeaders(res);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps API answers out of every cache: the login answer with its token, errors too', async () => {
    const login = await request(gateway.server).post('/api/auth/login').send({ emailOrUsername: 'alex@demo.test', password: 'draft-demo-2026' }).expect(200);
    expect(login.body.sessionToken).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect(login.headers['x-frame-options']).toBe('DENY');
    for (const res of [
      await request(gateway.server).get('/api/players/me').set('authorization', `Bearer ${login.body.sessionToken}`).expect(200),
      await request(gateway.server).get('/api/nothing-here').expect(404),
      await request(gateway.server).post('/api/auth/login').type('json').send('{"broken').expect(400),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('leaves the push stream its own no-cache', async () => {
    const login = await request(gateway.server).post('/api/auth/login').send({ emailOrUsername: 'alex@demo.test', password: 'draft-demo-2026' }).expect(200);
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get(`${gateway.url}/api/push?topics=drafts`, { headers: { authorization: `Bearer ${login.body.sessionToken}` } }, (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['cache-control']).toBe('no-cache, no-transform');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the frontends policy', () => {
  it('takes the origins of absolute manifest URLs only, once each', () => {
    expect(
      remoteOrigins({
        mf_admin: '/mf/admin/mf-manifest.json',
        mf_player: 'https://cdn.example.test/player/mf-manifest.json',
        mf_drafts: 'https://cdn.example.test/drafts/mf-manifest.json?v=2',
        mf_minigames: 'http://games.example.test:8081/mf-manifest.json',
      }),
    ).toEqual(['http://games.example.test:8081', 'https://cdn.example.test']);
  });

  it('allows nothing beyond this origin with the local builds', () => {
    const csp = frontendCsp(gatewayConfigFromEnv({}).registry);
    expect(
      Object.values(csp)
        .flat()
        .filter((source) => !["'self'", "'none'", "'unsafe-inline'", 'data:'].includes(source)),
    ).toEqual([]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('adds CSP_IMG_SRC to img-src only, and refuses anything but schemes and origins', () => {
    const csp = frontendCsp({}, imgSourcesFromEnv('https://photos.example.test  https:'));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://photos.example.test', 'https:']);
    expect(csp['script-src']).toEqual(["'self'"]);
    for (const bad of ["'unsafe-inline'", 'https://x.test; script-src *', 'javascript:', '*']) expect(() => imgSourcesFromEnv(bad)).toThrow('CSP_IMG_SRC');
  });

  it('refuses an MF_REGISTRY URL that is neither absolute http(s) nor a path on this origin', () => {
    for (const url of [
      'javascript:alert(1)',
      '//cdn.example.test/mf-manifest.json',
      'mf/admin/mf-manifest.json',
      "https://x.test/'none'; script-src *",
      'https://x.test;script-src',
    ]) {
      expect(() => gatewayConfigFromEnv({ MF_REGISTRY: JSON.stringify({ mf_admin: url }) })).toThrow(/MF_REGISTRY: mf_admin must be an http\(s\) URL/);
    }
  });
});
