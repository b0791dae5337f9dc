import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { gatewayOnFiles, type GatewayOnFiles } from '../../test/gatewayOnFiles';

const FIRST = 'https://cdn-one.example.test:8443';
const SECOND = 'http://127.0.0.1:9500';

async function fakeBuilds(root: string) {
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
}

/** `directive -> sources` of a document's Content-Security-Policy. */
function policy(res: request.Response): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('MF_REGISTRY_FILE: the registry changes while the gateway runs', () => {
  let dir: string;
  let file: string;
  let running: GatewayOnFiles;
  const server = () => running.gateway.server;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rd-registry-file-'));
    file = path.join(dir, 'registry.json');
    await writeFile(file, JSON.stringify({ mf_player: `${FIRST}/player/mf-manifest.json` }));
    running = await gatewayOnFiles(fakeBuilds, { DEMO: '0', MF_REGISTRY_FILE: file, CSP_IMG_SRC: 'https://photos.example.test' });
  });
  afterAll(async () => {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the file over the defaults, uncached, and lets the page load from its origins', async () => {
    const res = await request(server()).get('/mf-registry.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      mf_drafts: '/mf/drafts/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
      mf_player: `${FIRST}/player/mf-manifest.json`,
      mf_minigames: '/mf/minigames/mf-manifest.json',
    });
    const page = policy(await request(server()).get('/login').expect(200));
    expect(page['script-src']).toEqual(["'self'", FIRST]);
    expect(page['img-src']).toEqual(["'self'", FIRST, 'data:', 'https://photos.example.test']);
  });

  it('follows a changed file on the next request: the registry, and the policy of the next page', async () => {
    await writeFile(file, JSON.stringify({ mf_player: `${SECOND}/player/mf-manifest.json`, mf_admin: `${FIRST}/admin/mf-manifest.json` }));
    const res = await request(server()).get('/mf-registry.json').expect(200);
    expect(res.body.mf_player).toBe(`${SECOND}/player/mf-manifest.json`);
    expect(res.body.mf_admin).toBe(`${FIRST}/admin/mf-manifest.json`);
    const page = policy(await request(server()).get('/player/dashboard').expect(200));
    for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src']) expect(page[directive]).toEqual(expect.arrayContaining([FIRST, SECOND]));
    expect(page['frame-ancestors']).toEqual(["'none'"]);

    await writeFile(file, '{}');
    expect((await request(server()).get('/mf-registry.json').expect(200)).body.mf_player).toBe('/mf/player/mf-manifest.json');
    expect(policy(await request(server()).get('/login').expect(200))['script-src']).toEqual(["'self'"]);
  });

  it('keeps the last good registry and policy when the file goes bad, and never fails a request', async () => {
    await writeFile(file, JSON.stringify({ mf_admin: `${SECOND}/admin/mf-manifest.json` }));
    const good = (await request(server()).get('/mf-registry.json').expect(200)).body;
    for (const bad of ['{"mf_admin": "/mf/ad', JSON.stringify({ mf_admin: `${SECOND}/x'; script-src *` }), '[]']) {
      await writeFile(file, bad);
      expect((await request(server()).get('/mf-registry.json').expect(200)).body).toEqual(good);
      expect(policy(await request(server()).get('/login').expect(200))['script-src']).toEqual(["'self'", SECOND]);
    }
    await rm(file);
    expect((await request(server()).get('/mf-registry.json').expect(200)).body).toEqual(good);
    await writeFile(file, JSON.stringify({ mf_admin: `${FIRST}/admin/mf-manifest.json` }));
    expect(policy(await request(server()).get('/login').expect(200))['script-src']).toEqual(["'self'", FIRST]);
  });

  it('leaves the policy off scripts and data files', async () => {
    const res = await request(server()).get('/mf-registry.json').expect(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
