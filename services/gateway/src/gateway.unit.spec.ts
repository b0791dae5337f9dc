import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { gatewayOnFiles, type GatewayOnFiles } from '../test/gatewayOnFiles';
import request from 'supertest';
import { startGateway, type RunningGateway } from './gateway';
import { gatewayConfigFromEnv } from './gatewayConfig';

/** A tree of fake builds: the gateway only serves files, so their content does not matter. */
async function fakeBuilds(root: string) {
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(root, 'shell', 'dist', 'main.abc123.js'), 'console.log(1)');
  await mkdir(path.join(root, 'mf-admin', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'mf-admin', 'dist', 'mf-manifest.json'), '{"name":"mf_admin"}');
}

describe('gateway', () => {
  let running: GatewayOnFiles;
  let gateway: RunningGateway;
  let root: string;
  const env = { EVENT_STORE: 'memory', DEMO: '1' } as NodeJS.ProcessEnv;

  beforeAll(async () => {
    running = await gatewayOnFiles(fakeBuilds, env);
    ({ gateway, root } = running);
  });
  afterAll(() => running.stop());

  it('serves the registry of remotes from configuration', async () => {
    const res = await request(gateway.server).get('/mf-registry.json').expect(200);
    expect(res.body).toEqual({
      mf_drafts: '/mf/drafts/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
      mf_player: '/mf/player/mf-manifest.json',
      mf_minigames: '/mf/minigames/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote under its path, entry files uncached', async () => {
    const res = await request(gateway.server).get('/mf/admin/mf-manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    await request(gateway.server).get('/mf/admin/missing.js').expect(404);
  });

  it('serves the shell for any page, and its hashed bundles with a long cache', async () => {
    for (const page of ['/', '/login', '/player/dashboard', '/no/such/page']) {
      expect((await request(gateway.server).get(page).expect(200)).text).toContain('<title>shell</title>');
    }
    const bundle = await request(gateway.server).get('/main.abc123.js').expect(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
  });

  it('mounts the services under /api with health and JSON 404s', async () => {
    await request(gateway.server).get('/healthz').expect(200, { status: 'ok' });
    const res = await request(gateway.server).post('/api/auth/login').send({ emailOrUsername: 'alex@demo.test', password: 'draft-demo-2026' }).expect(200);
    expect(res.body.userType).toBe('player');
    await request(gateway.server).get('/api/teams').set('authorization', `Bearer ${res.body.sessionToken}`).expect(200);
    await request(gateway.server).get('/api/nothing-here').expect(404);
  });

  it('refuses to start on a port that is taken', async () => {
    const port = (gateway.server.address() as { port: number }).port;
    const config = gatewayConfigFromEnv({ PORT: String(port), HOST: '127.0.0.1', FRONTENDS_DIR: root });
    await expect(startGateway(config, { ...env, DATA_DIR: path.join(root, 'data2') }, pino({ level: 'silent' }))).rejects.toThrow(/EADDRINUSE/);
  });

  it('listens on this machine only (its app and its /metrics) unless HOST says otherwise', () => {
    expect(gatewayConfigFromEnv({}).host).toBe('127.0.0.1');
    expect(gatewayConfigFromEnv({ HOST: '' }).host).toBe('127.0.0.1');
    expect(gatewayConfigFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses a malformed MF_REGISTRY and a bad PORT at start-up', () => {
    expect(() => gatewayConfigFromEnv({ MF_REGISTRY: '{"mf_admin": 5}' })).toThrow('MF_REGISTRY must be a JSON object');
    expect(() => gatewayConfigFromEnv({ PORT: 'eighty' })).toThrow('PORT must be a port number');
    expect(gatewayConfigFromEnv({ MF_REGISTRY: '{"mf_admin":"https://cdn.test/admin/mf-manifest.json"}' }).registry.mf_admin).toBe(
      'https://cdn.test/admin/mf-manifest.json',
    );
  });
});
