import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { topics, upcasters, type Team } from '@reality-draft/events';
import {
  MemoryEventStore,
  NedbDocumentStore,
  openPgClient,
  openStorage,
  startServices,
  storageConfigFromEnv,
  withUpcasting,
  type EventStore,
  type RecordedEvent,
  type Storage,
} from '@reality-draft/kernel';
import { createScratchDatabase } from '@reality-draft/kernel/testing';
import pino from 'pino';
import { topicsChangedBy } from '../../src/push/pushTopics';
import { SERVICE_NAMES, serviceFactory } from '../../src/services';
import { adminLogin, registerPlayers } from './accountSteps';
import { ApiClient } from './apiClient';
import { Balancer } from './balancer';
import { LoadLoop, type Outcome } from './loadLoop';
import { assertBuilt, sleep, type AppProcess } from './processes';
import { CHECKPOINTS, expectEqualToRebuilds, waitUntilCaughtUp } from './readModels';
import { ReplicatedDeployment, type Role, type Sql } from './replicatedDeployment';
import { missedNotices, ResumingStream } from './resumingStream';
import { timedSteps } from './timedSteps';

/** The role whose projection owner is SIGKILLed: the one the picks go to. */
const KILLED_ROLE: Role = 'drafts';
/** The load runs this long before the restarts begin, and after the last one. */
const WARM_UP_MS = 1_500;

const serverUrl = process.env.TEST_DATABASE_URL;
const maybe = serverUrl ? describe : describe.skip;

jest.setTimeout(300_000);

/** Every event of the log, in order, as the services read them (old shapes upcast). */
async function everyEvent(events: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let page = await events.readAll(0, 1000); page.length; page = await events.readAll(page.at(-1)!.position, 1000)) all.push(...page);
  return all;
}

/** The push topics each event touches, as the services name them. */
async function pushTopicsOf(): Promise<(event: RecordedEvent) => string[]> {
  const running = await startServices({
    storage: { events: new MemoryEventStore(), docs: new NedbDocumentStore(), close: async () => undefined },
    logger: pino({ level: 'silent' }),
    services: SERVICE_NAMES.map(serviceFactory),
    startModules: false,
  });
  await running.stop();
  return (event) => [...topicsChangedBy(running.modules, [event])];
}

const describeOutcome = (outcome: Outcome, since: number) =>
  `${outcome.method} ${outcome.path} → ${outcome.status || outcome.error} at +${((outcome.started - since) / 1000).toFixed(2)} s (took ${outcome.ended - outcome.started} ms)`;

/**
 * Deploys without downtime (issue 20, item 3): the built app as two copies of every service and two
 * gateways (one configuration per role) on one PostgreSQL database, behind a round-robin balancer,
 * under a steady load of picks, point entries, reads and push streams. Each process in turn is
 * stopped with SIGTERM and started anew; then the drafts projection owner is SIGKILLed. No request
 * fails but the killed process's own in flight (502 from the gateway), every push stream resumes
 * without missing a notice, reads after a client's own writes show them, and every read model
 * equals its rebuild from the log.
 */
maybe('two copies of every service and two gateways through a rolling restart and a SIGKILL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let root: string;
  let deployment: ReplicatedDeployment;
  let balancer: Balancer | undefined;
  let storage: Storage | undefined;
  let sql: (Sql & { close(): Promise<void> }) | undefined;
  let load: LoadLoop | undefined;
  /** Each browser's push stream, by its session token. */
  const streams = new Map<string, ResumingStream>();
  const { step, report } = timedSteps();

  beforeAll(async () => {
    assertBuilt();
    database = await createScratchDatabase(serverUrl!);
    root = await mkdtemp(path.join(tmpdir(), 'rd-rolling-'));
    deployment = await ReplicatedDeployment.plan({ databaseUrl: database.url, documentStore: 'pongo' }, root);
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await load?.stop().catch(() => undefined);
    await balancer?.stop();
    await deployment?.stop().catch(() => undefined);
    await storage?.close();
    await sql?.close();
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
    if (report.length) console.log(report.join('\n'));
  });

  it('serves every request through the restarts, and loses no write, notice or read model', async () => {
    try {
      await scenario();
    } catch (error) {
      console.error(`The processes' output:\n${deployment.outputs()}`);
      throw error;
    }
  });

  async function scenario(): Promise<void> {
    const began = Date.now();
    await step('start two copies of each of the five services and two gateways', () => deployment.start());
    storage = await openStorage(
      storageConfigFromEnv({ EVENT_STORE: 'postgres', DATABASE_URL: database.url, DOCUMENT_STORE: 'pongo', DATA_DIR: path.join(root, 'test') }),
    );
    sql = await openPgClient(database.url, 2);
    balancer = await Balancer.start(deployment.copiesOf('gateway').map((gateway) => gateway.url));
    const api = new ApiClient(balancer.url);

    const { admin, players, teams } = await step('the admin signs in, loads a cast; three players register; everyone opens a push stream', async () => {
      const admin = await adminLogin(api);
      await api.ok('POST', '/admin/seed-teams', { token: admin });
      const teams = await api.ok<Team[]>('GET', '/teams', { token: admin });
      const players = await registerPlayers(api, ['Avery', 'Blake', 'Casey']);
      const followed = [topics.drafts, topics.picks, topics.scoring, topics.catalog];
      for (const token of [admin, ...players.map((player) => player.token)]) streams.set(token, new ResumingStream(balancer!.url, token, followed));
      await Promise.all([...streams.values()].map((stream) => stream.open()));
      return { admin, players, teams };
    });

    // Each browser's requests name the furthest position its push stream told of, as the kit does.
    load = new LoadLoop({ baseUrl: balancer.url, admin, players, teams, heardBy: (token) => streams.get(token)?.heardPosition ?? 0 });
    load.start();
    await sleep(WARM_UP_MS);

    const rollStarted = Date.now();
    await step('each of the twelve processes in turn: SIGTERM (exit 0), started anew, ready', async () => {
      for (const app of deployment.all) {
        const times = [Date.now()];
        expect([app.name, await app.stop('SIGTERM')]).toEqual([app.name, { code: 0, signal: null }]);
        times.push(Date.now());
        await app.start(60_000);
        times.push(Date.now());
        await app.ready(60_000);
        times.push(Date.now());
        const [stopped, live, ready] = times.slice(1).map((time, n) => ((time - times[n]) / 1000).toFixed(1));
        report.push(`         (${app.name}: stopped in ${stopped} s, answering /healthz ${live} s later, ready ${ready} s after that)`);
      }
    });
    const rollEnded = Date.now();
    const failedInRoll = load.failures().filter((outcome) => outcome.started >= rollStarted && outcome.started <= rollEnded);
    const requestsInRoll = load.outcomes.filter((outcome) => outcome.started >= rollStarted && outcome.started <= rollEnded).length;

    const killed = await step(`SIGKILL the ${KILLED_ROLE} projection owner while picks are in flight; its other copy takes over`, async () => {
      const owner = await deployment.waitForOwner(sql!, KILLED_ROLE, 15_000);
      const survivor = deployment.copiesOf(KILLED_ROLE).find((app) => app !== owner)!;
      // Killed as soon as the log has a new event (a pick, or a point entry): requests are in flight.
      let stopListening = () => {};
      const appended = new Promise<void>((resolve) => (stopListening = storage!.events.onAppended(resolve)));
      await Promise.race([appended, sleep(2_000)]);
      stopListening();
      const at = Date.now();
      expect(await owner.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      // The signal takes a few ms to end the process: a request sent meanwhile reached it alive.
      const diedAt = Date.now();
      const headAtKill = await storage!.events.head();
      const takeover = await measureTakeover(survivor, headAtKill, at);
      await owner.start(60_000);
      await owner.ready(60_000);
      return { at, diedAt, owner, survivor, ...takeover };
    });

    await sleep(WARM_UP_MS);
    await step('the load stops; every push stream has heard of the last event it follows', async () => {
      await load!.stop();
      const events = await everyEvent(withUpcasting(storage!.events, upcasters));
      const topicsOf = await pushTopicsOf();
      for (const stream of streams.values()) {
        const last = events.filter((event) => topicsOf(event).some((topic) => stream.topics.includes(topic))).at(-1)!.position;
        await stream.waitFor((message) => message.event === 'change' && Number(message.id) >= last, 15_000);
      }
      const all = [...streams.values()];
      const missed = all.map((stream, n) => [n, missedNotices(stream, events, topicsOf)]);
      expect(missed).toEqual(all.map((_stream, n) => [n, []]));
      const reconnects = all.map((stream) => stream.connections - 1);
      report.push(`         (push streams: ${all.length}, reconnected ${reconnects.join(', ')} times, no notice missed, none started over)`);
    });

    await step('no request failed but those in flight at the killed process (502); reads after own writes showed them', () => {
      const failures = load!.failures();
      const inFlightAtKill = (outcome: Outcome) => outcome.status === 502 && outcome.started <= killed.diedAt && outcome.ended >= killed.at;
      expect(failures.filter((outcome) => !inFlightAtKill(outcome)).map((outcome) => describeOutcome(outcome, began))).toEqual([]);
      expect(failedInRoll).toEqual([]);
      expect(load!.stale.map(({ at, what }) => `+${((at - began) / 1000).toFixed(2)} s: ${what}`)).toEqual([]);
      report.push(
        `         (${load!.outcomes.length} requests, ${load!.picks} picks and ${load!.pointEntries} point entries in ${load!.draftIds.length} drafts;`,
        `          during the rolling restart ${requestsInRoll} requests, failed: ${failedInRoll.length};`,
        `          the SIGKILL of ${killed.owner.name}: ${failures.length} in-flight request(s) answered 502;`,
        `          takeover by ${killed.survivor.name}: lease after ${killed.leaseMs} ms, first event applied after ${killed.appliedMs} ms)`,
      );
      return Promise.resolve();
    });

    await step('every process stopped with SIGTERM (exit 0) once caught up; every role’s read models equal a rebuild', async () => {
      const oneOfEach = [...deployment.byRole.values()].map((copies) => copies[0]);
      await waitUntilCaughtUp(
        storage!.events,
        storage!.docs,
        oneOfEach.map((app) => app.env.READ_MODELS_PREFIX!),
      );
      const exits = await deployment.stop();
      expect(exits).toEqual(Object.fromEntries(deployment.all.map((app) => [app.name, { code: 0, signal: null }])));
      report.push(...(await expectEqualToRebuilds(oneOfEach, storage!.docs, root)));
    });
    report.push(`         (the whole test: ${((Date.now() - began) / 1000).toFixed(1)} s)`);
  }

  /**
   * From the kill to the survivor holding the lease, and to its first event applied (a checkpoint of
   * the role's read models beyond the log's head at the kill, which only the new owner can write).
   */
  async function measureTakeover(survivor: AppProcess, headAtKill: number, killedAt: number): Promise<{ leaseMs: number; appliedMs: number }> {
    const prefix = survivor.env.READ_MODELS_PREFIX!;
    let leaseMs: number | undefined;
    let appliedMs: number | undefined;
    while (leaseMs === undefined || appliedMs === undefined) {
      if (Date.now() - killedAt > 15_000) throw new Error(`No takeover within 15 s (lease: ${leaseMs ?? 'no'}, applied: ${appliedMs ?? 'no'})`);
      if (leaseMs === undefined && (await deployment.ownerOf(sql!, KILLED_ROLE)) === survivor) leaseMs = Date.now() - killedAt;
      if (appliedMs === undefined) {
        const checkpoints = await storage!.docs.collection<{ position: number }>(prefix + CHECKPOINTS).find();
        if (checkpoints.some((checkpoint) => checkpoint.position > headAtKill)) appliedMs = Date.now() - killedAt;
      }
      await sleep(20);
    }
    return { leaseMs, appliedMs };
  }
});
