import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { draftStream, MAX_TURN_SECONDS, maxPicks, type DraftRoom } from '@reality-draft/events';
import { openStorage, storageConfigFromEnv, type EventStore, type RecordedEvent, type Storage } from '@reality-draft/kernel';
import { createScratchDatabase, testPhotos } from '@reality-draft/kernel/testing';
import pino from 'pino';
import { adminLogin, login, registerPlayers, signIn, type Player } from './accountSteps';
import { ADMIN, Deployment } from './deployment';
import { ApiClient, eventually } from './apiClient';
import { createDraft, joinAll, pickUntil, readRoom, startDraft } from './draftSteps';
import { photoBytes, setTeamPhoto } from './photoSteps';
import { assertBuilt, freePort } from './processes';
import { expectEqualToRebuilds, stopWhenCaughtUp } from './readModels';
import { burnTransactionIds, clusterFacts, dumpDatabase, restoreDatabase, ScratchCluster } from './scratchCluster';
import { enterPlacement, enterWeekOne, leaderboard, playJigsaw, pointsByPlayer } from './seasonSteps';
import { timedSteps } from './timedSteps';

/**
 * Transaction ids the old cluster burns before the season is played: the season's events are then
 * written by transactions a fresh cluster has not reached even after the restore and the app's start.
 */
const BURNT_TRANSACTION_IDS = 5_000;
/** What the app's start-up logs when it finds a log from another cluster's future and makes it visible. */
const RESTORED_LOG_LINE = /restored from another cluster/;

const serverUrl = process.env.TEST_DATABASE_URL;
const maybe = serverUrl ? describe : describe.skip;

jest.setTimeout(180_000);

/** Every event of the log, in order, read in pages as a projection reads it. */
async function everyEvent(events: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let page = await events.readAll(0, 1000); page.length; page = await events.readAll(page.at(-1)!.position, 1000)) all.push(...page);
  return all;
}

/** The test's own view of a database's log and documents; what opening it logs goes to `log`. */
const openOn = (databaseUrl: string, dataDir: string, log: string[] = []) =>
  openStorage(
    storageConfigFromEnv({ EVENT_STORE: 'postgres', DATABASE_URL: databaseUrl, DOCUMENT_STORE: 'pongo', DATA_DIR: dataDir }),
    pino({ level: 'warn' }, { write: (line: string) => log.push(line) }),
  );

/** An answer without the server's clock at the time of answering (a room's serverTime). */
const withoutClock = <T>(answer: T): T => JSON.parse(JSON.stringify(answer, (key, value: unknown) => (key === 'serverTime' ? undefined : value))) as T;

/** What the players and the admin see of the season, through the gateway. */
async function whatTheySee(api: ApiClient, admin: string, player: Player, draftId: string, photoUrl: string) {
  return withoutClock({
    room: await readRoom(api, admin, draftId),
    publicDrafts: await api.ok('GET', '/drafts/public', { token: player.token }),
    playersDrafts: await api.ok('GET', '/user/drafts', { token: player.token }),
    adminsDrafts: await api.ok('GET', '/admin/drafts', { token: admin }),
    playersPicks: await api.ok('GET', '/user/picks', { token: player.token }),
    leaderboard: await leaderboard(api, player.token, draftId),
    allPoints: await api.ok('GET', `/all-player-points?draftId=${draftId}`, { token: admin }),
    teams: await api.ok('GET', '/teams', { token: player.token }),
    photo: (await photoBytes(api, photoUrl)).toString('base64'),
  });
}

/**
 * Backups that restore (issue 20, item 4): a season played by the seven processes on the suite's
 * PostgreSQL server is dumped with pg_dump, restored with pg_restore into a cluster this test
 * initdb's, and the app started there finds every event, the accounts, the draft, the points, the
 * mini-game and the photo as they were, appends after the old events, and projects read models equal
 * to their rebuild.
 */
maybe('a played season restored from pg_dump into a fresh cluster', () => {
  let oldDatabase: { url: string; drop: () => Promise<void> };
  let cluster: Promise<ScratchCluster>;
  let root: string;
  let played: Deployment | undefined;
  let restored: Deployment | undefined;
  const stores: Storage[] = [];
  const { step, report } = timedSteps();

  beforeAll(async () => {
    assertBuilt();
    root = await mkdtemp(path.join(tmpdir(), 'rd-restore-'));
    // The fresh cluster is made while the season is played.
    cluster = freePort().then((port) => ScratchCluster.create(port));
    cluster.catch(() => undefined);
    oldDatabase = await createScratchDatabase(serverUrl!);
  });

  afterAll(async () => {
    await played?.stop().catch(() => undefined);
    await restored?.stop().catch(() => undefined);
    await Promise.all(stores.map((storage) => storage.close().catch(() => undefined)));
    await (await cluster.catch(() => undefined))?.destroy();
    await oldDatabase?.drop();
    if (root) await rm(root, { recursive: true, force: true });
    if (report.length) console.log(report.join('\n'));
  });

  it('finds every event, account, draft, point, mini-game and photo, appends after the old events, and projects what a rebuild does', async () => {
    try {
      await scenario();
    } catch (error) {
      console.error(`The processes' output:\n${[played, restored].map((deployment) => deployment?.outputs() ?? '').join('\n')}`);
      throw error;
    }
  });

  async function scenario(): Promise<void> {
    const behindEveryOldEvent = await step(`the old cluster burns ${BURNT_TRANSACTION_IDS} transaction ids before the season`, async () => {
      await burnTransactionIds(oldDatabase.url, BURNT_TRANSACTION_IDS);
      return (await clusterFacts(oldDatabase.url)).xid;
    });

    played = await Deployment.plan({ databaseUrl: oldDatabase.url, documentStore: 'pongo' }, path.join(root, 'played'));
    await step('the seven processes start on the old database', () => played!.start());
    const oldStorage = await openOn(oldDatabase.url, path.join(root, 'played-test'));
    stores.push(oldStorage);
    const api = new ApiClient(played.gateway.url);

    const season = await step('a season: accounts, a draft to its end, a week of points and a correction, a photo, a mini-game', async () => {
      const admin = await adminLogin(api);
      const players = await registerPlayers(api, ['Avery', 'Blake', 'Casey']);
      const { draft, teams } = await createDraft(api, admin, MAX_TURN_SECONDS);
      await joinAll(api, draft, players);
      await startDraft(api, admin, draft.id);
      await pickUntil(api, admin, draft.id, players, teams, maxPicks(players.length));
      const room = await eventually(
        () => readRoom(api, admin, draft.id),
        (r: DraftRoom) => r.draft.status === 'completed',
        'the draft completes',
      );
      const expected = await enterWeekOne(api, admin, room);
      const [corrected] = room.picks;
      await enterPlacement(api, admin, corrected.teamId!, 1, 40);
      expected.set(corrected.playerId, expected.get(corrected.playerId)! - corrected.pickNumber + 40);
      const photoUrl = await setTeamPhoto(api, admin, corrected.teamId!, await testPhotos.phoneJpeg());
      await playJigsaw(api, admin, draft.id, players[1]);
      const shown = pointsByPlayer(await leaderboard(api, players[0].token, draft.id));
      for (const player of players) expect(shown[player.id].draft).toBe(expected.get(player.id) ?? 0);
      expect(shown[players[1].id].miniGames).toBeGreaterThan(0);
      return { admin, players, draftId: draft.id, photoUrl };
    });

    const before = await step('what the old cluster holds and shows', async () => {
      const seen = await eventually(
        () => whatTheySee(api, season.admin, season.players[0], season.draftId, season.photoUrl),
        // The mini-game's award reaches the points a moment after its finish.
        (what) => pointsByPlayer(what.leaderboard)[season.players[1].id].miniGames > 0,
        'the award on the leaderboard',
      );
      return { events: await everyEvent(oldStorage.events), seen };
    });
    const lastOld = before.events.at(-1)!.position;
    report.push(`         (${before.events.length} events, the last at position ${lastOld})`);

    await step('the old processes stop once their read models have caught up', () => stopWhenCaughtUp(played!, oldStorage));

    const restoredUrl = await step('pg_dump of the old database, pg_restore into a fresh initdb cluster', async () => {
      const notes: string[] = [];
      const fresh = await cluster;
      const url = fresh.url(new URL(oldDatabase.url).pathname.slice(1));
      const { bytes } = await clusterFacts(oldDatabase.url);
      const started = Date.now();
      const dumped = await dumpDatabase(oldDatabase.url, path.join(root, 'season.dump'));
      const dumpMs = Date.now() - started;
      await restoreDatabase(path.join(root, 'season.dump'), url);
      const restoreMs = Date.now() - started - dumpMs;
      const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
      notes.push(
        `         (restore time of the season: ${((dumpMs + restoreMs) / 1000).toFixed(2)} s, pg_dump ${(dumpMs / 1000).toFixed(2)} s + createdb and pg_restore ` +
          `${(restoreMs / 1000).toFixed(2)} s, for ${before.events.length} events; database ${mb(bytes)} MiB, dump ${(dumped / 1024).toFixed(0)} KiB in custom format)`,
      );
      // The precondition: every old event was written by a transaction the fresh cluster has not reached yet.
      const { xid } = await clusterFacts(url);
      if (xid >= behindEveryOldEvent)
        throw new Error(`The fresh cluster is at transaction ${xid}, past the old season's first (${behindEveryOldEvent}): burn more`);
      notes.push(`         (the fresh cluster at transaction ${xid}, the old season's first after ${behindEveryOldEvent})`);
      return { url, notes };
    }).then(({ url, notes }) => {
      report.push(...notes);
      return url;
    });

    restored = await Deployment.plan({ databaseUrl: restoredUrl, documentStore: 'pongo' }, path.join(root, 'restored'));
    // The object store's backup goes back with the database: the catalog's photos, under its DATA_DIR.
    await cp(path.join(played.get('catalog').env.DATA_DIR!, 'objects'), path.join(restored.get('catalog').env.DATA_DIR!, 'objects'), { recursive: true });
    await step('the seven processes start on the restored database', () => restored!.start());
    // The app's processes answer /healthz before their start ends: the test's own store may be the first to open the restored log.
    const testsLog: string[] = [];
    const restoredStorage = await openOn(restoredUrl, path.join(root, 'restored-test'), testsLog);
    stores.push(restoredStorage);
    const again = new ApiClient(restored.gateway.url);

    await step('every event is there, in order, at its position; the first to open the log said it made them visible', async () => {
      const events = await everyEvent(restoredStorage.events);
      expect({ count: events.length, last: events.at(-1)?.position }).toEqual({ count: before.events.length, last: lastOld });
      expect(events).toEqual(before.events);
      const whoTold = async () =>
        [...[...restored!.processes.values()].map((app) => [app.name, app.output()]), ['the test', testsLog.join('')]]
          .filter(([, output]) => RESTORED_LOG_LINE.test(output))
          .map(([name]) => name);
      const told = await eventually(whoTold, (names) => names.length > 0, 'the restored log reported', 5_000);
      expect(told).toHaveLength(1);
      return told[0];
    }).then((opener) => {
      report.push(`         (${opener} opened the restored log first and said so)`);
    });

    const now = await step('the admin and every player sign in with their old passwords; everything shows as before', async () => {
      const admin = await login(again, ADMIN.username, ADMIN.password);
      const players: Player[] = [];
      for (const player of season.players) players.push({ ...player, token: await signIn(again, player) });
      expect(await whatTheySee(again, admin, players[0], season.draftId, season.photoUrl)).toEqual(before.seen);
      return { admin, players };
    });

    await step("new appends come after every old event and show: a new draft, and week 2's points", async () => {
      const { draft } = await createDraft(again, now.admin, MAX_TURN_SECONDS);
      const [winner] = before.seen.room.picks;
      await enterPlacement(again, now.admin, winner.teamId!, 2, 7);
      const { events: created } = await restoredStorage.events.readStream(draftStream(draft.id));
      expect(created.length).toBeGreaterThan(0);
      expect(created.every((event) => event.position > lastOld)).toBe(true);
      const events = await everyEvent(restoredStorage.events);
      expect(events.slice(0, before.events.length)).toEqual(before.events);
      expect(events.length).toBeGreaterThan(before.events.length);
      const listed = await again.ok<{ id: string }[]>('GET', '/admin/drafts', { token: now.admin });
      expect(listed.map(({ id }) => id)).toEqual(expect.arrayContaining([season.draftId, draft.id]));
      const draftPoints = (rows: Awaited<ReturnType<typeof leaderboard>>) => pointsByPlayer(rows)[winner.playerId].draft;
      await eventually(
        () => leaderboard(again, now.players[0].token, season.draftId),
        (rows) => draftPoints(rows) === draftPoints(before.seen.leaderboard) + 7,
        "week 2's points on the leaderboard",
      );
    });

    await step('the restored processes stop once their read models have caught up', () => stopWhenCaughtUp(restored!, restoredStorage));

    await step("every restored process's read models equal a rebuild from the restored log", async () => {
      report.push(...(await expectEqualToRebuilds([...restored!.processes.values()], restoredStorage.docs, path.join(root, 'restored'))));
    });
  }
});
