/**
 * A player's data and its erasure, as the whole app does it on real storage (docs/accounts.md#erasure):
 * a season played, the player's export, their deletion; then a dump of the database, the event log as
 * `npm run events` prints it, and every read model rebuilt from the log hold neither their e-mail nor
 * their names, they are "Deleted player" everywhere, and their e-mail registers again.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DELETED_PLAYER_NAME,
  ERASED,
  type DraftRoom,
  type EventLogPage,
  type LeaderboardRow,
  type PlayerAccount,
  type PlayerDataExport,
} from '@reality-draft/events';
import { createScratchDatabase, testDatabaseUrl } from '@reality-draft/kernel/testing';
import pino from 'pino';
import { startGateway, type RunningGateway } from './gateway';
import { gatewayConfigFromEnv } from './gatewayConfig';
import { ApiClient } from '../test/multiProcess/apiClient';
import { createDraft, joinAll, pickUntil, readRoom, startDraft } from '../test/multiProcess/draftSteps';
import { enterWeekOne, leaderboard } from '../test/multiProcess/seasonSteps';

jest.setTimeout(120_000);

const ADMIN = { username: 'erasure-admin', password: 'erasure-admin-pass' };
const PASSWORD = 'erasure-player-pass';
const VICTIM = { email: 'zephyrine.quill@erasure.test', firstName: 'Zephyrine', lastName: 'Quillfeather' };
const OTHER = { email: 'otto.other@erasure.test', firstName: 'Ottoline', lastName: 'Otherby' };
const PERSONAL = [VICTIM.email, VICTIM.firstName, VICTIM.lastName];
const ROOT = path.join(__dirname, '../../..');
const DEVICE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/erasure-device';

interface Player {
  id: string;
  firstName: string;
  email: string;
  token: string;
}

async function register(api: ApiClient, person: typeof VICTIM): Promise<Player> {
  const { user } = await api.ok<{ user: PlayerAccount }>('POST', '/players/register', { body: { ...person, password: PASSWORD } }, 201);
  const { sessionToken } = await api.ok<{ sessionToken: string }>('POST', '/auth/login', { body: { emailOrUsername: person.email, password: PASSWORD } });
  return { id: user.id, firstName: person.firstName, email: person.email, token: sessionToken };
}

/** An operator's command (`npm run events`, `npm run replay -- --all`): its built script, on the storage `env` names; what it prints. */
function operatorScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited ${code}: ${err}`))));
  });
}

/** The whole app on a port, on the storage `env` names. */
async function startApp(env: NodeJS.ProcessEnv): Promise<RunningGateway> {
  const settings = { METRICS_PORT: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env };
  return startGateway(gatewayConfigFromEnv({ ...settings, PORT: '0', HOST: '127.0.0.1' }), settings, pino({ level: 'silent' }));
}

async function pgDump(databaseUrl: string): Promise<string> {
  const bin = (await readdir('/usr/lib/postgresql').catch(() => [] as string[])).sort().at(-1);
  const pgDumpPath = bin ? `/usr/lib/postgresql/${bin}/bin/pg_dump` : 'pg_dump';
  const { stdout } = await promisify(execFile)(pgDumpPath, ['--no-owner', databaseUrl], { maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** Every text file under `dir` (the NeDB documents), one string. */
async function documentFiles(dir: string): Promise<string> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(names.filter((name) => name.endsWith('.db')).map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.join('\n');
}

const expectNoneOf = (text: string, personal: string[], where: string) => {
  for (const value of personal) expect({ where, found: text.includes(value) ? value : null }).toEqual({ where, found: null });
};

/** The player's push subscription and spoiler settings are stored nowhere any more (their spoiler events stay: they name no one). */
const expectNoSettingsOf = (text: string, playerId: string, where: string) => {
  expect({ where, device: text.includes(DEVICE_ENDPOINT) }).toEqual({ where, device: false });
  const spoilerDocuments = text.split('\n').filter((line) => line.includes(playerId) && line.includes('"watched"'));
  expect({ where, spoilerDocuments }).toEqual({ where, spoilerDocuments: [] });
};

/** The season, the export and the deletion, on the storage `env` names; then what every reader of it shows. */
function erasureSuite(storageEnv: () => NodeJS.ProcessEnv, dumpOf: (() => Promise<string>) | null) {
  let root: string;
  let env: () => NodeJS.ProcessEnv;
  let app: RunningGateway | undefined;
  let api: ApiClient;
  let admin: string;
  let victim: Player;
  let other: Player;
  let draftId: string;
  let pointsBefore: Record<string, number>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-erasure-'));
    env = () => ({ ...storageEnv(), DATA_DIR: path.join(root, 'data') });
    app = await startApp(env());
    api = new ApiClient(app.url);
    admin = (await api.ok<{ sessionToken: string }>('POST', '/auth/login', { body: { emailOrUsername: ADMIN.username, password: ADMIN.password } }))
      .sessionToken;
    victim = await register(api, VICTIM);
    other = await register(api, OTHER);
    const { draft, teams } = await createDraft(api, admin, 90);
    draftId = draft.id;
    await joinAll(api, draft, [victim, other]);
    await startDraft(api, admin, draftId);
    await pickUntil(api, admin, draftId, [victim, other], teams, 4);
    await enterWeekOne(api, admin, await readRoom(api, admin, draftId));
    await api.ok('PUT', '/player/spoiler-guard', { token: victim.token, body: { showType: 'amazing_race', watchedThrough: 1 } });
    const device = {
      endpoint: DEVICE_ENDPOINT,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    await api.ok('POST', '/push/subscriptions', { token: victim.token, body: device }, 201);
    pointsBefore = Object.fromEntries((await leaderboard(api, admin, draftId)).map((row) => [row.playerId, row.totalPoints]));
  });
  afterAll(async () => {
    await app?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('exports everything held about the player, as a file to save, and no one else’s e-mail', async () => {
    const res = await fetch(`${app!.url}/api/players/me/export`, { headers: { authorization: `Bearer ${victim.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?reality-draft-my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    const text = await res.text();
    const file = JSON.parse(text) as PlayerDataExport;
    expect(file).toMatchObject({ format: 'reality-draft-player-export', version: 1, playerId: victim.id });
    expect(file.account.profile).toMatchObject({ email: VICTIM.email, firstName: VICTIM.firstName, lastName: VICTIM.lastName });
    expect(file.account.events.map((event) => event.type)).toEqual(['PlayerRegistered']);
    expect(file.drafts.joined.map((draft) => draft.id)).toEqual([draftId]);
    expect(file.drafts.picks).toHaveLength(2);
    expect(file.drafts.pickQueues).toEqual([{ draftId, itemIds: [] }]);
    expect(file.scoring.spoilerGuard).toEqual({ amazing_race: 1 });
    expect(file.scoring.standings.find((standing) => standing.draftId === draftId)).toMatchObject({ of: 2, totalPoints: pointsBefore[victim.id] });
    expect(file.push.devices.map((device) => device.endpoint)).toEqual([DEVICE_ENDPOINT]);
    expectNoneOf(text, [OTHER.email], 'the export');
  });

  it('deletes the account: then no dump, log or document holds their e-mail or names, and they are "Deleted player" after a rebuild too', async () => {
    await api.ok('DELETE', '/players/me', { token: victim.token, body: { password: PASSWORD } }, 204);
    expect((await api.send('GET', '/players/me', { token: victim.token })).status).toBe(401);
    expect((await api.send('POST', '/auth/login', { body: { emailOrUsername: VICTIM.email, password: PASSWORD } })).status).toBe(401);

    const shown = async () => {
      const room = await api.ok<DraftRoom>('GET', `/drafts/${draftId}`, { token: other.token });
      const rows = await leaderboard(api, other.token, draftId);
      return {
        seat: room.participants.find((participant) => participant.playerId === victim.id),
        picks: room.picks.filter((pick) => pick.playerId === victim.id).length,
        row: rows.find((row: LeaderboardRow) => row.playerId === victim.id),
      };
    };
    const expectDeletedPlayer = async () => {
      const { seat, picks, row } = await shown();
      expect(seat).toMatchObject({ firstName: DELETED_PLAYER_NAME, lastName: null });
      expect(picks).toBe(2);
      expect(row).toMatchObject({ playerFirstName: DELETED_PLAYER_NAME, playerLastName: null, playerEmail: null, totalPoints: pointsBefore[victim.id] });
    };
    await expectDeletedPlayer();
    // The embedded store's files, while the app still runs (a kill -9 now leaves them so): written anew without what was deleted.
    const liveFiles = await documentFiles(path.join(root, 'data', 'documents'));
    expectNoneOf(liveFiles, PERSONAL, 'the NeDB files of the running app');
    expectNoSettingsOf(liveFiles, victim.id, 'the NeDB files of the running app');

    const pages: EventLogPage[] = [];
    for (let after: number | null = 0; after !== null; after = pages.at(-1)!.next)
      pages.push(await api.ok<EventLogPage>('GET', `/admin/events?after=${after}&limit=500`, { token: admin }));
    expectNoneOf(JSON.stringify(pages), PERSONAL, 'GET /api/admin/events');
    expect(JSON.stringify(pages)).toContain(ERASED);

    await app!.stop();
    app = undefined;
    const printed = await operatorScript('scripts/events.js', [], env());
    expect(printed).toContain('"PlayerDeleted"');
    expectNoneOf(printed, PERSONAL, 'npm run events');
    const files = await documentFiles(path.join(root, 'data', 'documents'));
    expectNoneOf(files, PERSONAL, 'the NeDB files');
    expectNoSettingsOf(files, victim.id, 'the NeDB files');
    if (dumpOf) {
      const dump = await dumpOf();
      expectNoneOf(dump, PERSONAL, 'pg_dump');
      expectNoSettingsOf(dump, victim.id, 'pg_dump');
    }

    // Every read model dropped and rebuilt from the log: the player is still "Deleted player".
    await operatorScript('services/gateway/dist/replay.js', ['--all'], env());
    app = await startApp(env());
    api = new ApiClient(app.url);
    admin = (await api.ok<{ sessionToken: string }>('POST', '/auth/login', { body: { emailOrUsername: ADMIN.username, password: ADMIN.password } }))
      .sessionToken;
    other.token = (await api.ok<{ sessionToken: string }>('POST', '/auth/login', { body: { emailOrUsername: OTHER.email, password: PASSWORD } })).sessionToken;
    await expectDeletedPlayer();
    const players = await api.ok<PlayerAccount[]>('GET', '/admin/players', { token: admin });
    expect(players.map((player) => player.id)).toEqual([other.id]);
    // The e-mail is free again.
    await register(api, VICTIM);
  });
}

describe('erasure on PGlite and NeDB files', () => erasureSuite(() => ({ EVENT_STORE: 'pglite' }), null));

const serverUrl = testDatabaseUrl();
(serverUrl ? describe : describe.skip)('erasure on PostgreSQL, documents in it too (pongo)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
  });
  afterAll(() => scratch?.drop());
  erasureSuite(
    () => ({ EVENT_STORE: 'postgres', DATABASE_URL: scratch.url, DOCUMENT_STORE: 'pongo' }),
    () => pgDump(scratch.url),
  );
});
