import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

/**
 * Where a process listens (its app and its /metrics) unless HOST says otherwise: this machine only. A
 * process other machines must reach (a container, a pod) is given HOST=0.0.0.0.
 */
export const DEFAULT_HOST = '127.0.0.1';

/** HOST: the interface to listen on (default DEFAULT_HOST). */
export function hostFromEnv(env: NodeJS.ProcessEnv): string {
  return env.HOST?.trim() || DEFAULT_HOST;
}

/** Listens on `port`; rejects when the port cannot be had (taken, no permission). */
export function listen(app: Express, port: number, host = DEFAULT_HOST): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

/** Stops accepting connections, lets requests in flight finish, and cuts the rest after `graceMs`. */
export function closeServer(server: Server, graceMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  });
}

/** Runs `stop` once on SIGTERM or SIGINT, then exits 0 (or 1 if stopping failed). */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** An entry point's top level: a start-up failure is logged and exits 1. */
export function runMain(main: () => Promise<void>, logger: Logger): void {
  main().catch((err) => {
    logger.fatal({ err }, 'start-up failed');
    process.exit(1);
  });
}
