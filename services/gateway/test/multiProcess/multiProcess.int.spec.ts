import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AWARD_POINTS, draftStream, maxPicks, topics } from '@reality-draft/events';
import { openStorage, storageConfigFromEnv, type Storage } from '@reality-draft/kernel';
import { createScratchDatabase } from '@reality-draft/kernel/testing';
import { changeOf, follow, type FollowedStream } from '../sseClient';
import { adminLogin, logoutRevokesEverywhere, registerPlayers } from './accountSteps';
import { ApiClient, eventually } from './apiClient';
import { Deployment } from './deployment';
import { acked, autoPickOfTheTurn, createDraft, draftNotice, joinAll, pickUntil, readRoom, sendPick, startDraft, turnOf, type AckedPick } from './draftSteps';
import { assertBuilt, sleep } from './processes';
import { expectEqualToRebuilds, stopWhenCaughtUp } from './readModels';
import { enterWeekOne, leaderboard, playJigsaw, pointsByPlayer } from './seasonSteps';
import { timedSteps } from './timedSteps';

/** The schema's least turn (MIN_TURN_SECONDS): the turn clock's auto-pick comes 2 s after it runs out. */
const TURN_SECONDS = 10;
const AUTO_PICK_WAIT_MS = (TURN_SECONDS + 2 + 15) * 1000;
/** drafts_a is killed once the pick in flight is in the log, or by then at the latest. */
const KILL_BY_MS = 2_000;

const serverUrl = process.env.TEST_DATABASE_URL;
const maybe = serverUrl ? describe : describe.skip;

jest.setTimeout(240_000);

/**
 * The acceptance test of the multi-process deployment: the built app as seven OS processes on one
 * PostgreSQL database (identity, catalog, scoring and mini-games each alone, drafts twice — the gateway
 * proxies to drafts_a, drafts_b runs only its turn clock — and the gateway), driven through the gateway.
 */
maybe('Reality Draft as separate processes on one PostgreSQL server', () => {
  let database: { url: string; drop: () => Promise<void> };
  let root: string;
  let deployment: Deployment;
  let storage: Storage | undefined;
  const streams: FollowedStream[] = [];
  const { step, report } = timedSteps();

  beforeAll(async () => {
    assertBuilt();
    database = await createScratchDatabase(serverUrl!);
    root = await mkdtemp(path.join(tmpdir(), 'rd-multi-process-'));
    deployment = await Deployment.plan({ databaseUrl: database.url, documentStore: 'pongo' }, root);
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await deployment?.stop().catch(() => undefined);
    await storage?.close();
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
    if (report.length) console.log(report.join('\n'));
  });

  it('plays a draft, a week of points and a mini-game through the gateway, survives a SIGKILL mid-draft, and every read model equals its rebuild', async () => {
    try {
      await scenario();
    } catch (error) {
      console.error(`The processes' output:\n${deployment.outputs()}`);
      throw error;
    }
  });

  const opened = async (stream: FollowedStream) => {
    streams.push(stream);
    expect((await stream.opened).status).toBe(200);
    await stream.waitFor((message) => message.event === 'hello', 10_000);
    return stream;
  };

  async function scenario(): Promise<void> {
    const api = new ApiClient(deployment.gateway.url);
    const push = (token: string, topicList: string[]) =>
      opened(follow(`${deployment.gateway.url}/api/push?topics=${encodeURIComponent(topicList.join(','))}`, token));
    const draftsA = deployment.get('drafts_a');
    await step('start the seven processes', () => deployment.start());
    storage = await openStorage(
      storageConfigFromEnv({ EVENT_STORE: 'postgres', DATABASE_URL: database.url, DOCUMENT_STORE: 'pongo', DATA_DIR: path.join(root, 'test') }),
    );

    const { admin, players, season } = await step('the admin signs in, three players register and sign in', async () => {
      const admin = await adminLogin(api);
      const players = await registerPlayers(api, ['Avery', 'Blake', 'Casey']);
      // A player's browser on the season's pages follows what the catalog, scoring and mini-games processes write.
      return { admin, players, season: await push(players[1].token, [topics.catalog, topics.scoring, topics.minigames]) };
    });

    const { draftId, teams, room } = await step('a draft created, joined and started', async () => {
      const { draft, teams } = await createDraft(api, admin, TURN_SECONDS);
      await changeOf(season, topics.catalog);
      await joinAll(api, draft, players);
      // A participant's browser in the draft room follows the draft.
      const room = await push(players[0].token, [topics.draft(draft.id)]);
      expect((await startDraft(api, admin, draft.id)).draft.status).toBe('active');
      return { draftId: draft.id, teams, room };
    });

    const ackedPicks: AckedPick[] = [];
    const pickTo = async (picksMade: number) => ackedPicks.push(...(await pickUntil(api, admin, draftId, players, teams, picksMade)));

    await step('three picks through the gateway (written by drafts_a), each heard on the push stream', async () => {
      await pickTo(3);
      for (const pick of ackedPicks) await draftNotice(room, draftId, pick.version);
    });

    await step('SIGKILL drafts_a while a pick is in flight, and restart it', async () => {
      const turn = turnOf(await readRoom(api, admin, draftId), players, teams)!;
      // Killed as soon as the log has the pick: drafts_a has appended it and not yet answered.
      let stopListening = () => {};
      const appended = new Promise<void>((resolve) => (stopListening = storage!.events.onAppended(resolve)));
      const answer = sendPick(api, draftId, turn);
      await Promise.race([appended, sleep(KILL_BY_MS)]);
      stopListening();
      expect(await draftsA.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      const settled = await answer;
      expect([200, 502]).toContain(settled.status);
      if (settled.status === 200) ackedPicks.push(acked(settled));
      expect((await api.send('GET', `/drafts/${draftId}`, { token: admin })).status).toBe(502);
      await draftsA.start(60_000);
      const landed = (await readRoom(api, admin, draftId)).picks.some((pick) => pick.pickNumber === turn.pickNumber);
      report.push(`         (pick ${turn.pickNumber}, in flight when drafts_a was killed, answered ${settled.status}; in the log: ${landed ? 'yes' : 'no'})`);
    });

    await step('more picks after the restart', () => pickTo(5));

    const autoPicks = await step('two turns run out: auto-picks while both drafts processes run turn clocks', async () => {
      const made: number[] = [];
      for (let turn = 0; turn < 2; turn += 1) made.push(await autoPickOfTheTurn(api, admin, draftId, room, AUTO_PICK_WAIT_MS));
      return made;
    });

    const finalRoom = await step('the remaining picks complete the draft', async () => {
      await pickTo(maxPicks(players.length));
      return eventually(
        () => readRoom(api, admin, draftId),
        (r) => r.draft.status === 'completed',
        'the draft completes',
      );
    });

    await step('exactly one pick per pick number in the log and in the room; every acknowledged pick kept', async () => {
      const everyNumber = Array.from({ length: maxPicks(players.length) }, (_, i) => i + 1);
      const { events } = await storage!.events.readStream(draftStream(draftId));
      expect(events.filter((event) => event.type === 'PickUndone' || event.type === 'DraftReset')).toEqual([]);
      expect(events.filter((event) => event.type === 'PickMade').map((event) => (event.data as { pickNumber: number }).pickNumber)).toEqual(everyNumber);
      expect(finalRoom.picks.map((pick) => pick.pickNumber).sort((a, b) => a - b)).toEqual(everyNumber);
      expect(new Set(finalRoom.picks.map((pick) => pick.teamId)).size).toBe(everyNumber.length);
      for (const pick of ackedPicks) {
        expect(finalRoom.picks.find((made) => made.pickNumber === pick.pickNumber)).toMatchObject({ playerId: pick.playerId, teamId: pick.itemId });
      }
      for (const pickNumber of autoPicks)
        expect(finalRoom.picks.find((made) => made.pickNumber === pickNumber)).toMatchObject({ isAutoPick: true, source: 'timer' });
    });

    await step("a week's points, heard on the push stream and shown on the leaderboard", async () => {
      const expected = await enterWeekOne(api, admin, finalRoom);
      await changeOf(season, topics.scoring, (await storage!.events.head()) - 1);
      const shown = pointsByPlayer(await leaderboard(api, players[0].token, draftId));
      for (const player of players)
        expect(shown[player.id]).toEqual({ draft: expected.get(player.id) ?? 0, miniGames: 0, total: expected.get(player.id) ?? 0 });
    });

    await step('a jigsaw sent, solved at human pace and finished; on its notice, the award is on the leaderboard', async () => {
      const winner = players[1];
      const finished = await playJigsaw(api, admin, draftId, winner);
      // The rules' 1st place (3), whatever the jigsaw's catalogue value.
      const worth = AWARD_POINTS[0];
      expect(finished.pointsAwarded).toEqual([expect.objectContaining({ playerId: winner.id, rank: 1, points: worth })]);
      // The finish (the last event) moves the games and the standings: once its notice is heard, the refetch it causes sees the award.
      const finish = (await storage!.events.head()) - 1;
      await changeOf(season, topics.minigames, finish);
      await changeOf(season, topics.scoring, finish);
      expect(pointsByPlayer(await leaderboard(api, winner.token, draftId))[winner.id]).toMatchObject({ miniGames: worth });
    });

    await step('a logout through the gateway revokes the token at the drafts and scoring processes', () => {
      const ask = (name: 'drafts_a' | 'drafts_b' | 'scoring', route: string) => ({ name, url: deployment.get(name).url, route });
      return logoutRevokesEverywhere(api, players[2], [
        ask('drafts_a', '/user/drafts'),
        ask('drafts_b', '/user/drafts'),
        ask('scoring', '/player/spoiler-guard'),
      ]);
    });

    await step('every process stopped with SIGTERM (exit 0) once its read models have caught up', () => stopWhenCaughtUp(deployment, storage!));

    await step("every process's read models equal a rebuild from the log", async () => {
      report.push(...(await expectEqualToRebuilds([...deployment.processes.values()], storage!.docs, root)));
    });
  }
});
