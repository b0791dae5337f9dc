import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { liveRegistry, registryFileFromEnv } from './liveRegistry';

const BASE = { mf_admin: '/mf/admin/mf-manifest.json', mf_player: '/mf/player/mf-manifest.json' };
const CDN = 'https://cdn.example.test/admin/v2/mf-manifest.json';

describe('the registry file', () => {
  let dir: string;
  let file: string;
  const logger = { info: jest.fn(), error: jest.fn() };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rd-registry-'));
    file = path.join(dir, 'registry.json');
    logger.info.mockClear();
    logger.error.mockClear();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const follow = () => liveRegistry(BASE, file, logger as unknown as Logger);

  it('puts its entries over the start-up registry, and follows each change at once', async () => {
    await writeFile(file, '{}');
    const registry = follow();
    expect(await registry.refresh()).toEqual(BASE);
    await writeFile(file, JSON.stringify({ mf_admin: CDN }));
    expect(await registry.refresh()).toEqual({ ...BASE, mf_admin: CDN });
    // A rewrite of the same size, moments later (the file's clock may not have ticked).
    await writeFile(file, JSON.stringify({ mf_admin: CDN.replace('v2', 'v3') }));
    expect((await registry.refresh()).mf_admin).toBe(CDN.replace('v2', 'v3'));
    expect(logger.info).toHaveBeenCalledTimes(2);
  });

  it('follows a file replaced by a rename, as deploy tools write it', async () => {
    await writeFile(file, '{}');
    const registry = follow();
    await registry.refresh();
    await writeFile(`${file}.next`, JSON.stringify({ mf_player: CDN }));
    await rename(`${file}.next`, file);
    expect((await registry.refresh()).mf_player).toBe(CDN);
  });

  it('keeps the last good registry when the file goes bad or away, logging each bad version once', async () => {
    await writeFile(file, JSON.stringify({ mf_admin: CDN }));
    const registry = follow();
    const good = await registry.refresh();
    for (const bad of ['{"mf_admin": ', '["x"]', '{"mf_admin": 5}', '{"mf_admin": "javascript:alert(1)"}']) {
      await writeFile(file, bad);
      expect(await registry.refresh()).toBe(good);
      expect(await registry.refresh()).toBe(good);
    }
    expect(logger.error).toHaveBeenCalledTimes(4);
    await rm(file);
    expect(await registry.refresh()).toBe(good);
    expect(logger.error).toHaveBeenCalledTimes(5);
    await writeFile(file, '{}');
    expect(await registry.refresh()).toEqual(BASE);
  });

  it('is the start-up registry alone without a file', async () => {
    expect(await liveRegistry(BASE, undefined, logger as unknown as Logger).refresh()).toBe(BASE);
  });

  it('stops the start when MF_REGISTRY_FILE is missing or wrong, as a wrong MF_REGISTRY does', async () => {
    expect(registryFileFromEnv({})).toBeUndefined();
    expect(() => registryFileFromEnv({ MF_REGISTRY_FILE: file })).toThrow(/^MF_REGISTRY_FILE .*registry\.json: ENOENT/);
    await writeFile(file, JSON.stringify({ mf_admin: '//cdn.example.test/mf-manifest.json' }));
    expect(() => registryFileFromEnv({ MF_REGISTRY_FILE: file })).toThrow('MF_REGISTRY_FILE: mf_admin must be an http(s) URL');
    await writeFile(file, JSON.stringify({ mf_admin: CDN }));
    expect(registryFileFromEnv({ MF_REGISTRY_FILE: path.relative(process.cwd(), file) })).toBe(file);
  });
});
