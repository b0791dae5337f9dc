/** Test code: a process's read models set beside a rebuild of them from the log. */
import path from 'node:path';
import { MemoryEventStore, NedbDocumentStore, startServices, type Document, type DocumentStore, type EventStore, type Storage } from '@reality-draft/kernel';
import pino from 'pino';
import { followedServices, processLayoutFromEnv } from '../../src/processLayout';
import { serviceFactory } from '../../src/services';
import type { Deployment } from './deployment';
import { REPLAY_JS, runScript, sleep, type AppProcess } from './processes';

/** The runner's own collection: each read model's position in the log. */
export const CHECKPOINTS = 'checkpoints';

/** The collections of every read model a process with this env keeps (those its replay rebuilds), from its services themselves. */
export async function readModelCollections(env: NodeJS.ProcessEnv): Promise<string[]> {
  const layout = processLayoutFromEnv(env);
  const storage = { events: new MemoryEventStore(), docs: new NedbDocumentStore(), close: async () => undefined };
  const running = await startServices({
    storage,
    logger: pino({ level: 'silent' }),
    env,
    services: [...layout.services, ...followedServices(layout)].map(serviceFactory),
    startModules: false,
  });
  await running.stop();
  return [...new Set(running.modules.flatMap((module) => module.projections.flatMap((projection) => projection.collections)))].sort();
}

/** Waits until every read model of every prefix has applied the log up to its head (the processes follow it a moment behind). */
export async function waitUntilCaughtUp(events: EventStore, docs: DocumentStore, prefixes: string[], timeoutMs = 15_000): Promise<void> {
  const head = await events.head();
  const until = Date.now() + timeoutMs;
  for (;;) {
    const behind: string[] = [];
    for (const prefix of prefixes) {
      const checkpoints = await docs.collection<{ name: string; position: number }>(prefix + CHECKPOINTS).find();
      behind.push(
        ...checkpoints.filter((checkpoint) => checkpoint.position < head).map((checkpoint) => `${prefix}${checkpoint.name} at ${checkpoint.position}`),
      );
      if (checkpoints.length === 0) behind.push(`${prefix} (no checkpoints)`);
    }
    if (!behind.length) return;
    if (Date.now() > until) throw new Error(`Read models still behind the log's head ${head} after ${timeoutMs} ms: ${behind.join(', ')}`);
    await sleep(100);
  }
}

/** Rebuilds a (stopped) process's read models from the log under `prefix`, beside its own, with its replay script and env (its files in `dataDir`). */
export async function rebuildUnder(app: AppProcess, prefix: string, dataDir: string): Promise<void> {
  await runScript(REPLAY_JS, ['--all'], { ...app.env, READ_MODELS_PREFIX: prefix, DATA_DIR: dataDir });
}

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '_id')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
};

const keyOf = (document: Document) => String(document.id ?? document.name ?? JSON.stringify(document));

/** Every document of each collection under `prefix`, sorted by id (engine ids left out), by collection name. */
export async function snapshot(docs: DocumentStore, prefix: string, collections: string[]): Promise<Record<string, unknown[]>> {
  const byCollection: Record<string, unknown[]> = {};
  for (const name of collections) {
    const documents = await docs.collection(prefix + name).find();
    byCollection[name] = documents.sort((a, b) => keyOf(a).localeCompare(keyOf(b))).map(canonical);
  }
  return byCollection;
}

/** Once every process's read models have caught up with the log, every process is stopped with SIGTERM and must exit 0. */
export async function stopWhenCaughtUp(deployment: Deployment, storage: Storage): Promise<void> {
  const apps = [...deployment.processes.values()];
  await waitUntilCaughtUp(
    storage.events,
    storage.docs,
    apps.map((app) => app.env.READ_MODELS_PREFIX!),
  );
  expect(await deployment.stop()).toEqual(Object.fromEntries(apps.map((app) => [app.name, { code: 0, signal: null }])));
}

/**
 * Rebuilds each stopped process's read models from the log beside its own (prefix rb_, replay files
 * under `root`), and expects every collection, checkpoints included, equal to its rebuild; a report
 * line per set of read models comes back. Copies sharing a READ_MODELS_PREFIX share one rebuild.
 */
export async function expectEqualToRebuilds(apps: AppProcess[], docs: DocumentStore, root: string): Promise<string[]> {
  const byPrefix = new Map<string, AppProcess[]>();
  for (const app of apps) byPrefix.set(app.env.READ_MODELS_PREFIX!, [...(byPrefix.get(app.env.READ_MODELS_PREFIX!) ?? []), app]);
  const owners = [...byPrefix.values()].map(([first]) => first);
  await Promise.all(owners.map((app) => rebuildUnder(app, `rb_${app.env.READ_MODELS_PREFIX}`, path.join(root, `replay-${app.name}`))));
  const lines: string[] = [];
  for (const [prefix, sharing] of byPrefix) {
    const names = sharing.map((app) => app.name).join(' and ');
    const collections = [...(await readModelCollections(sharing[0].env)), CHECKPOINTS];
    const live = await snapshot(docs, prefix, collections);
    const rebuilt = await snapshot(docs, `rb_${prefix}`, collections);
    const documents = Object.values(live).reduce((sum, found) => sum + found.length, 0);
    expect([names, live[CHECKPOINTS].length > 0, documents > live[CHECKPOINTS].length]).toEqual([names, true, true]);
    for (const name of collections) {
      try {
        expect(live[name]).toEqual(rebuilt[name]);
      } catch (error) {
        throw new Error(`${names}'s ${prefix}${name} (received) is not its rebuild rb_${prefix}${name} (expected):\n${(error as Error).message}`);
      }
    }
    lines.push(`         (${names}: ${documents} documents in ${collections.length} collections, equal to the rebuild)`);
  }
  return lines;
}
