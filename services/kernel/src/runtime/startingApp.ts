import express, { type Express } from 'express';
import { probeRoutes } from '../http/probes';
import type { Readiness } from './readiness';

/**
 * What a process listens with from its first moment: /healthz and /readyz answer at once (readiness
 * tells why it is not ready yet: starting, catching up); every other request waits until `app` (the
 * services, built once the read models have caught up) exists and is handed to it, so no request
 * reads read models still catching up. A start that fails answers 503 until the process exits.
 */
export function startingApp(readiness: Readiness, app: Promise<Express>): Express {
  const front = express();
  front.disable('x-powered-by');
  front.use(probeRoutes(readiness));
  front.use((req, res, next) => {
    app.then(
      (started) => started(req, res, next),
      () => void res.status(503).json({ message: 'The server could not start. Please try again later.' }),
    );
  });
  return front;
}
