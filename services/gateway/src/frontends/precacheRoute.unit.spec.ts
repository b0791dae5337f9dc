import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { PrecacheList } from './precacheList';
import { PRECACHE_LIST_PATH } from './precacheList';
import { precacheRoute } from './precacheRoute';
import type { Registry } from './remotes';

const HERE: Registry = {
  mf_drafts: '/mf/drafts/mf-manifest.json',
  mf_admin: '/mf/admin/mf-manifest.json',
  mf_player: '/mf/player/mf-manifest.json',
  mf_minigames: '/mf/minigames/mf-manifest.json',
};

const manifest = (chunks: string[]) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', assets: { js: { sync: ['696.e72fdc2a.js'], async: [] } } }],
    exposes: [{ name: 'Page', assets: { js: { sync: chunks, async: [] }, css: { sync: [], async: [] } } }],
  });

async function write(root: string, file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** The shell and two remotes built; mf-player and mf-minigames not. */
async function fakeBuilds(root: string) {
  await write(root, 'shell/dist/index.html', '<script defer="defer" src="/main.js?abcdef0123456789"></script>');
  await write(root, 'shell/dist/main.js', 'main');
  await write(root, 'shell/dist/12.aaaaaaaa.js', 'chunk');
  await write(root, 'shell/dist/offline.html', "<h1>You're offline</h1>");
  await write(root, 'shell/dist/sw.js', 'worker');
  await write(root, 'mf-drafts/dist/mf-manifest.json', manifest(['1.11111111.js']));
  await write(root, 'mf-drafts/dist/remoteEntry.js', 'var mf_drafts = 1;');
  await write(root, 'mf-drafts/dist/1.11111111.js', 'drafts chunk');
  await write(root, 'mf-drafts/dist/696.e72fdc2a.js', 'react');
  await write(root, 'mf-admin/dist/mf-manifest.json', manifest(['2.22222222.js', '3.33333333.js']));
  await write(root, 'mf-admin/dist/remoteEntry.js', 'var mf_admin = 1;');
  await write(root, 'mf-admin/dist/2.22222222.js', 'admin chunk');
}

describe('GET /sw-precache.json', () => {
  let root: string;
  let registry: Registry;
  let app: express.Express;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-precache-'));
    await fakeBuilds(root);
    registry = { ...HERE };
    app = express();
    app.get(PRECACHE_LIST_PATH, precacheRoute(root, { refresh: async () => registry }));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const list = async () => {
    const res = await request(app).get(PRECACHE_LIST_PATH).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body as PrecacheList;
  };

  it("lists the shell's files and each built remote's, with the revisions of their contents; a file named but missing is left out", async () => {
    const { entries, version } = await list();
    expect(entries.map((entry) => entry.url)).toEqual([
      '/12.aaaaaaaa.js',
      '/main.js?abcdef0123456789',
      '/offline.html',
      '/mf/drafts/mf-manifest.json',
      '/mf/drafts/remoteEntry.js',
      '/mf/drafts/1.11111111.js',
      '/mf/drafts/696.e72fdc2a.js',
      '/mf/admin/mf-manifest.json',
      '/mf/admin/remoteEntry.js',
      '/mf/admin/2.22222222.js',
    ]);
    const revisions = Object.fromEntries(entries.map((entry) => [entry.url, entry.revision]));
    expect(revisions['/12.aaaaaaaa.js']).toBe('aaaaaaaa');
    expect(revisions['/main.js?abcdef0123456789']).toBe('abcdef0123456789');
    expect(revisions['/mf/drafts/remoteEntry.js']).toMatch(/^[0-9a-f]{16}$/);
    expect(revisions['/mf/drafts/remoteEntry.js']).not.toBe(revisions['/mf/admin/remoteEntry.js']);
    expect((await list()).version).toBe(version);
  });

  it('gives a new version when a remote is redeployed alone', async () => {
    const before = await list();
    await write(root, 'mf-drafts/dist/remoteEntry.js', 'var mf_drafts = 2;');
    const after = await list();
    expect(after.version).not.toBe(before.version);
    const changed = after.entries.filter((entry) => !before.entries.some((old) => old.url === entry.url && old.revision === entry.revision));
    expect(changed.map((entry) => entry.url)).toEqual(['/mf/drafts/remoteEntry.js']);
  });

  it('leaves out a remote the registry points elsewhere: its files there are not this build', async () => {
    registry = { ...HERE, mf_admin: 'https://cdn.example.test/admin/v2/mf-manifest.json' };
    const { entries } = await list();
    expect(entries.some((entry) => entry.url.startsWith('/mf/admin/'))).toBe(false);
    expect(entries.some((entry) => entry.url.startsWith('/mf/drafts/'))).toBe(true);
  });

  it('answers an empty list before anything is built', async () => {
    await rm(root, { recursive: true, force: true });
    expect((await list()).entries).toEqual([]);
  });
});
