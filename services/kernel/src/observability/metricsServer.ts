import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { ServiceMetrics } from './metrics';

/** Prometheus's conventional port for an app's own exporter. */
export const DEFAULT_METRICS_PORT = 9464;

/** METRICS_PORT: where /metrics is served (default 9464); 0 turns it off. */
export function metricsPortFromEnv(env: NodeJS.ProcessEnv): number {
  const port = Number(env.METRICS_PORT ?? DEFAULT_METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number (0: off), not ${env.METRICS_PORT}`);
  return port;
}

/**
 * GET /metrics in Prometheus's text format, on a port of its own (never the public app's, so no
 * ingress route reaches it). A port already taken (another process of the app on one machine) is
 * logged and leaves this process without metrics rather than without a start.
 */
export function serveMetrics(metrics: ServiceMetrics, port: number, host: string, logger: Logger): Promise<Server | undefined> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => res.writeHead(200, { 'content-type': contentType }).end(text),
      (err: unknown) => {
        logger.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected.\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      logger.warn(`METRICS_PORT ${port} is taken: this process serves no /metrics (give each process on one machine its own METRICS_PORT, or 0)`);
      resolve(undefined);
    });
    server.listen(port, host, () => {
      logger.info(`Metrics: http://${host === '0.0.0.0' ? 'localhost' : host}:${(server.address() as { port: number }).port}/metrics`);
      resolve(server);
    });
  });
}
