import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedFromTemplate } from './pgliteTemplate';

describe('a new PGlite data folder from the built template', () => {
  let root: string;
  let template: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-pglite-template-'));
    template = path.join(root, 'template');
    await mkdir(path.join(template, 'base', '1'), { recursive: true });
    await writeFile(path.join(template, 'PG_VERSION'), '17\n');
    await writeFile(path.join(template, 'base', '1', '1259'), 'catalog');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('copies the template where no folder is yet, owner-only, and leaves nothing beside it', async () => {
    const dataDir = path.join(root, 'data', 'events');
    await mkdir(path.dirname(dataDir));
    expect(await seedFromTemplate(dataDir, template)).toBe(true);
    expect(await readFile(path.join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect(await readdir(path.dirname(dataDir))).toEqual(['events']);
  });

  it('fills an empty folder', async () => {
    const dataDir = path.join(root, 'empty');
    await mkdir(dataDir);
    expect(await seedFromTemplate(dataDir, template)).toBe(true);
    expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('leaves a folder that holds anything alone (an existing cluster is reopened, never overwritten)', async () => {
    const dataDir = path.join(root, 'existing');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'PG_VERSION'), '16\n');
    expect(await seedFromTemplate(dataDir, template)).toBe(false);
    expect(await readdir(dataDir)).toEqual(['PG_VERSION']);
    expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('16\n');
  });

  it('does nothing without a built template (PGlite then runs initdb itself)', async () => {
    const dataDir = path.join(root, 'untouched');
    expect(await seedFromTemplate(dataDir, path.join(root, 'not-built'))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});
