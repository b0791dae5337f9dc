import express from 'express';
import {
  closeServer,
  createLogger,
  eventRelayConfigFromEnv,
  hostFromEnv,
  listen,
  openStorage,
  runMain,
  startEventRelay,
  stopOnSignals,
  storageConfigFromEnv,
} from '@reality-draft/kernel';

/**
 * Publishes the event log to Kafka (KAFKA_BROKERS and the other KAFKA_* variables) as a process of
 * its own: `node services/gateway/dist/relay.js`. GET /healthz on PORT (default 8086) answers the
 * position Kafka has acknowledged. It reads a log other processes write, so it needs a log server.
 */
const logger = createLogger('relay');

runMain(async () => {
  const config = eventRelayConfigFromEnv();
  if (!config) throw new Error('KAFKA_BROKERS is not set: the relay has nowhere to publish');
  const storageConfig = storageConfigFromEnv();
  // PGlite's files belong to the one process that opened them; an in-memory log is always empty here.
  if (['pglite', 'memory'].includes(storageConfig.eventStore))
    throw new Error(`The relay cannot share an EVENT_STORE=${storageConfig.eventStore} log: use a server (DATABASE_URL or KURRENTDB_URL)`);
  const storage = await openStorage(storageConfig, logger);
  const relay = await startEventRelay({ events: storage.events, docs: storage.docs, config, logger });
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ position: relay.position });
  });
  const port = Number(process.env.PORT ?? 8086);
  const server = await listen(app, port, hostFromEnv(process.env));
  logger.info({ port }, 'relay listening');
  stopOnSignals(async () => {
    await closeServer(server);
    await relay.stop();
    await storage.close();
  }, logger);
}, logger);
