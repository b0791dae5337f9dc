/**
 * `npm run events` as an operator runs it: the built script (scripts/events.js) as its own process,
 * on a temporary DATA_DIR's PGlite log, and following a PostgreSQL server's log beside a writer
 * where one is reachable (TEST_DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventLogEntry } from '@reality-draft/events';
import { openStorage, storageConfigFromEnv, type Storage } from '@reality-draft/kernel';
import { createScratchDatabase } from '@reality-draft/kernel/testing';

const SCRIPT = path.join(__dirname, '../../../../scripts/events.js');

interface Run {
  /** Every NDJSON line so far. */
  lines: () => EventLogEntry[];
  stderr: () => string;
  exited: Promise<number | null>;
  stop(): void;
}

function run(args: string[], env: NodeJS.ProcessEnv): Run {
  const child = spawn(process.execPath, [SCRIPT, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return {
    lines: () =>
      stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as EventLogEntry),
    stderr: () => stderr,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    stop: () => child.kill('SIGINT'),
  };
}

const until = async (check: () => boolean, what: string) => {
  for (const started = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 20_000) throw new Error(`timed out waiting for ${what}`);
  }
};

async function writeDraft(storage: Storage, draftId: string) {
  await storage.events.append(`draft-${draftId}`, [{ type: 'DraftCreated', data: { draftId } }], 'no-stream');
  await storage.events.append('player-ann', [{ type: 'PlayerRegistered', data: { playerId: 'ann' } }], 'any');
  await storage.events.append(`draft-${draftId}`, [{ type: 'DraftStarted', data: { draftId } }], 1);
}

describe('npm run events on a DATA_DIR (PGlite)', () => {
  let root: string;
  const env = () => ({ DATA_DIR: path.join(root, 'data') });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-events-cli-'));
    const storage = await openStorage(storageConfigFromEnv(env()));
    await writeDraft(storage, 'd1');
    await storage.close();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("prints one stream's events as NDJSON in order, and exits 0", async () => {
    const cli = run(['--stream', 'draft-d1'], env());
    expect(await cli.exited).toBe(0);
    expect(cli.lines().map(({ streamId, version, type, data }) => ({ streamId, version, type, data }))).toEqual([
      { streamId: 'draft-d1', version: 1, type: 'DraftCreated', data: { draftId: 'd1' } },
      { streamId: 'draft-d1', version: 2, type: 'DraftStarted', data: { draftId: 'd1' } },
    ]);
    expect(cli.lines()[0]).toEqual({
      position: expect.any(Number),
      streamId: 'draft-d1',
      version: 1,
      type: 'DraftCreated',
      at: expect.any(String),
      data: { draftId: 'd1' },
    });
  });

  it('prints the whole log, or one type of it, after a position', async () => {
    const all = run([], env());
    expect(await all.exited).toBe(0);
    expect(all.lines().map((entry) => entry.type)).toEqual(['DraftCreated', 'PlayerRegistered', 'DraftStarted']);
    const later = run(['--type', 'DraftStarted', '--after', String(all.lines()[0].position)], env());
    expect(await later.exited).toBe(0);
    expect(later.lines()).toEqual([all.lines()[2]]);
  });

  it('refuses bad arguments with exit code 2 and says why', async () => {
    const badType = run(['--type', 'Nope'], env());
    expect(await badType.exited).toBe(2);
    expect(badType.stderr()).toContain('type must be an event type of the log');
    const usage = run(['--stream'], env());
    expect(await usage.exited).toBe(2);
    expect(usage.stderr()).toContain('Usage: npm run events --');
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('npm run events --follow beside the app (PostgreSQL)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let storage: Storage;
  // A DATA_DIR of its own: the photo store would otherwise make ./data in the package's folder.
  let root: string;
  const env = () => ({ DATABASE_URL: database.url, DOCUMENT_STORE: 'pongo', DATA_DIR: path.join(root, 'data') });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-events-follow-'));
    database = await createScratchDatabase(serverUrl!);
    storage = await openStorage(storageConfigFromEnv(env()));
    await writeDraft(storage, 'd2');
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('prints the stream, then each of its events another process appends, and stops at Ctrl-C with exit 0', async () => {
    const cli = run(['--stream', 'draft-d2', '--follow'], env());
    await until(() => cli.lines().length === 2, 'the stream so far');
    await storage.events.append('player-bob', [{ type: 'PlayerRegistered', data: { playerId: 'bob' } }], 'any');
    await storage.events.append('draft-d2', [{ type: 'DraftPaused', data: { draftId: 'd2' } }], 2);
    await until(() => cli.lines().length === 3, 'the appended event');
    expect(cli.lines()[2]).toMatchObject({ streamId: 'draft-d2', version: 3, type: 'DraftPaused' });
    cli.stop();
    expect(await cli.exited).toBe(0);
  });
});
