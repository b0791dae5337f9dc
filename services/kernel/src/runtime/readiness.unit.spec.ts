import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { EventStore } from '../eventStore/eventStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Projection } from '../projections/projection';
import { ProjectorRunner } from '../projections/projectorRunner';
import type { RunnerStatus } from '../projections/runnerStatus';
import { Readiness } from './readiness';
import { startingApp } from './startingApp';

/** A projection that holds the catch-up at its first event until `release()`. */
function gatedProjection() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const projection: Projection = { name: 'gated', collections: ['gated'], apply: () => gate };
  return { projection, release };
}

const ready: RunnerStatus = { role: 'owner', catchingUp: false, stopping: false, projections: [{ name: 'rooms', checkpoint: 4 }] };

describe('Readiness', () => {
  it('says starting, then catching up while the read models catch up with the log, then nothing', async () => {
    const events = new MemoryEventStore();
    await events.append('s-1', [{ type: 'Added', data: {} }], 'no-stream');
    const { projection, release } = gatedProjection();
    const runner = new ProjectorRunner(events, new NedbDocumentStore(), [projection]);
    const readiness = new Readiness();
    expect(await readiness.reasons()).toEqual([{ reason: 'starting' }]);
    readiness.attach(events, runner);
    const started = runner.start();
    expect(await readiness.reasons()).toEqual([{ reason: 'starting' }, { reason: 'catching-up' }]);
    release();
    await started;
    readiness.markStarted();
    expect(await readiness.reasons()).toEqual([]);
    await runner.stop();
    expect(await readiness.reasons()).toEqual([{ reason: 'stopping' }]);
  });

  it('names a parked projection with its event and error', async () => {
    const readiness = new Readiness();
    const parked = { projection: 'rooms', position: 9, eventType: 'PickMade', streamId: 'draft-1', error: 'boom', at: '2026-11-27T08:00:00Z' };
    readiness.attach(new MemoryEventStore(), {
      status: () => ({
        ...ready,
        projections: [
          { name: 'rooms', checkpoint: 8, parked },
          { name: 'other', checkpoint: 9 },
        ],
      }),
    });
    readiness.markStarted();
    expect(await readiness.reasons()).toEqual([{ reason: 'projection-parked', projection: 'rooms', position: 9, eventType: 'PickMade', error: 'boom' }]);
  });

  it('says the stores are out of reach when the log’s head fails or does not answer in time', async () => {
    const failing = { head: () => Promise.reject(new Error('connection refused')) } as unknown as EventStore;
    const hanging = { head: () => new Promise<number>(() => undefined) } as unknown as EventStore;
    for (const [events, error] of [
      [failing, 'connection refused'],
      [hanging, 'no answer within 50 ms'],
    ] as const) {
      const readiness = new Readiness(50);
      readiness.attach(events, { status: () => ready });
      readiness.markStarted();
      expect(await readiness.reasons()).toEqual([{ reason: 'stores-unreachable', error }]);
    }
  });

  it('says stopping from the moment shutting down begins', async () => {
    const readiness = new Readiness();
    readiness.attach(new MemoryEventStore(), { status: () => ready });
    readiness.markStarted();
    readiness.markStopping();
    expect(await readiness.reasons()).toEqual([{ reason: 'stopping' }]);
  });
});

describe('startingApp', () => {
  let server: Server;
  let url: string;
  const listenOn = async (app: Express) => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('answers the probes at once and holds every other request until the started app takes it', async () => {
    const readiness = new Readiness();
    let serve!: (app: Express) => void;
    await listenOn(startingApp(readiness, new Promise<Express>((resolve) => (serve = resolve))));

    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const probe = await fetch(`${url}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ status: 'not ready', reasons: [{ reason: 'starting' }] });

    let answered = false;
    const held = fetch(`${url}/api/things`).then((answer) => ((answered = true), answer));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);

    const started = express();
    started.get('/api/things', (_req, res) => void res.json({ served: 'by the started app' }));
    readiness.attach(new MemoryEventStore(), { status: () => ready });
    readiness.markStarted();
    serve(started);
    expect(await (await held).json()).toEqual({ served: 'by the started app' });
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('answers 503 when the start failed', async () => {
    const failed = Promise.reject(new Error('no database'));
    failed.catch(() => undefined);
    await listenOn(startingApp(new Readiness(), failed));
    const answer = await fetch(`${url}/api/things`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: 'The server could not start. Please try again later.' });
  });
});
