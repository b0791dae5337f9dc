import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Router } from 'express';
import { Client } from 'pg';
import pino from 'pino';
import { createScratchDatabase, testDatabaseUrl } from '../../test/scratchDatabase';
import type { Projection } from '../projections/projection';
import { openStorage, type Storage } from '../storage/openStorage';
import { Readiness } from './readiness';
import type { ServiceFactory } from './serviceModule';
import { startServices, type RunningServices } from './startServices';

/**
 * A rolling restart into a new version of a read model, on PostgreSQL, under load (issue 31): copy A
 * (version 1) serves; copy B (version 2) starts beside it and follows; A stops, B takes its read models
 * over and rebuilds version 2 beside the live version 1 while serving. Every request of the load
 * (writes that read their own write, and reads) succeeds, and B's /readyz never says 503 once it
 * first said 200.
 */

const url = testDatabaseUrl();
const describeWithPostgres = url ? describe : describe.skip;
const SEASON_STREAMS = 2000;
const EVENTS_PER_STREAM = 5;

interface Tally extends Record<string, unknown> {
  id: string;
  total: number;
  version: number;
}

function tallies(version: number): Projection {
  return {
    name: 'tallies',
    version,
    collections: ['tallies'],
    async apply(event, { upsert }) {
      const amount = (event.data as { amount: number }).amount;
      await upsert<Tally>('tallies', event.streamId, (current) => ({ id: event.streamId, total: (current?.total ?? 0) + amount, version }));
    },
  };
}

/** A service whose one read model is `tallies` at `version`: POST adds 1 and answers the total it reads back; GET reads it. */
const tallyService =
  (version: number): ServiceFactory =>
  ({ events, docs, waitForReadModels }) => ({
    name: 'tally',
    projections: [tallies(version)],
    router: Router()
      .post('/tallies/:id', async (req, res) => {
        const { position } = await events.append(`t-${req.params.id}`, [{ type: 'Added', data: { amount: 1 } }], 'any');
        await waitForReadModels(position, ['tallies']);
        const tally = await docs.collection<Tally>('tallies').findOne({ id: `t-${req.params.id}` });
        res.status(tally ? 200 : 500).json(tally ?? { message: 'my write is not in the read model' });
      })
      .get('/tallies/:id', async (req, res) => {
        res.json((await docs.collection<Tally>('tallies').findOne({ id: `t-${req.params.id}` })) ?? { total: 0 });
      }),
  });

interface Copy {
  storage: Storage;
  services: RunningServices;
  server: Server;
  base: string;
  readiness: Readiness;
}

describeWithPostgres('a rolling restart into a new read model version, on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  const copies: Copy[] = [];
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createScratchDatabase(url!);
  });
  afterAll(async () => {
    for (const copy of copies) await stopCopy(copy).catch(() => undefined);
    await database?.drop();
  });

  const config = () => ({ eventStore: 'postgres' as const, databaseUrl: database.url, documentStore: 'pongo' as const });

  async function startCopy(version: number): Promise<Copy> {
    const storage = await openStorage(config());
    const readiness = new Readiness();
    const services = await startServices({ storage, logger, services: [tallyService(version)], readiness, startModules: true });
    readiness.markStarted();
    const server = await new Promise<Server>((resolve) => {
      const listening = services.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const copy = { storage, services, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, readiness };
    copies.push(copy);
    return copy;
  }

  async function stopCopy(copy: Copy): Promise<void> {
    copies.splice(copies.indexOf(copy), 1);
    copy.readiness.markStopping();
    await new Promise((resolve) => copy.server.close(resolve));
    await copy.services.stop();
    await copy.storage.close();
  }

  it('serves every request and stays ready while the new version is built beside the old', async () => {
    // A season's log, projected by version 1.
    const seed = await openStorage(config());
    for (let stream = 0; stream < SEASON_STREAMS; stream += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          seed.events.append(
            `t-s${stream + n}`,
            Array.from({ length: EVENTS_PER_STREAM }, () => ({ type: 'Added', data: { amount: 1 } })),
            'no-stream',
          ),
        ),
      );
    }
    await seed.close();
    const first = await startCopy(1);

    // The load: a write that reads itself back, and a read, against whichever copies are in service.
    const failures: string[] = [];
    let requests = 0;
    let rounds = 0;
    let loading = true;
    let serving: Copy[] = [first];
    const load = (async () => {
      for (let n = 0; loading; n += 1) {
        const target = serving[n % serving.length];
        const id = `load${n % 50}`;
        const answers = await Promise.allSettled([
          fetch(`${target.base}/api/tallies/${id}`, { method: 'POST' }),
          fetch(`${target.base}/api/tallies/s${n % SEASON_STREAMS}`),
        ]);
        for (const [index, answer] of answers.entries()) {
          requests += 1;
          if (answer.status === 'rejected') failures.push(String(answer.reason));
          else if (!answer.value.ok) failures.push(`${answer.value.status} ${await answer.value.text()}`);
          // A season's tally is whole in every answer: no request reads a half-built read model.
          else if (index === 1 && ((await answer.value.json()) as Tally).total !== EVENTS_PER_STREAM) failures.push(`half-built: s${n % SEASON_STREAMS}`);
        }
        rounds += 1;
      }
    })();

    // Copy B, version 2, starts beside A and follows it; once ready it takes traffic, A leaves it.
    const second = await startCopy(2);
    expect(second.services.runner.status().role).toBe('follower');
    let unready = 0;
    let probes = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const answer = await fetch(`${second.base}/readyz`);
        probes += 1;
        if (answer.status !== 200) unready += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    serving = [first, second];
    await new Promise((resolve) => setTimeout(resolve, 300));
    serving = [second];
    // As a cluster's preStop delay does: the round already sent to A finishes before A stops listening.
    for (const until = rounds + 2; rounds < until;) await new Promise((resolve) => setTimeout(resolve, 10));
    await stopCopy(first);

    // B owns the read models now and rebuilds version 2 beside version 1, then switches.
    const runner = second.services.runner;
    for (let i = 0; i < 600 && runner.status().role !== 'owner'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runner.status().role).toBe('owner');
    let sawRebuild = false;
    for (let i = 0; i < 1200; i += 1) {
      const { rebuilds = [] } = runner.status();
      if (rebuilds.length) sawRebuild = true;
      else if (sawRebuild) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    loading = false;
    probing = false;
    await Promise.all([load, probe]);

    expect(failures).toEqual([]);
    expect(sawRebuild).toBe(true);
    expect(requests).toBeGreaterThan(20);
    expect(probes).toBeGreaterThan(5);
    expect(unready).toBe(0);
    // Version 2 wrote every tally, the load's own included.
    const sample = (await (await fetch(`${second.base}/api/tallies/s7`)).json()) as Tally;
    expect(sample).toMatchObject({ total: EVENTS_PER_STREAM, version: 2 });
    const loaded = (await (await fetch(`${second.base}/api/tallies/load0`)).json()) as Tally;
    expect(loaded.version).toBe(2);
    // Version 1's table is dropped once followers have had their grace to switch away from it.
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    const tables = async () =>
      (await sql.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'tallies%'`)).rows.map(
        (row) => row.name,
      );
    for (let i = 0; i < 200 && (await tables()).includes('tallies'); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await tables()).toEqual(['tallies_g1']);
    await sql.end();
  }, 180_000);
});
