import { Router } from 'express';
import type { Readiness } from '../runtime/readiness';

/** The probes' paths: their requests are neither logged nor traced. */
export const PROBE_PATHS = ['/healthz', '/readyz'];

/**
 * GET /healthz: liveness, 200 whenever the process answers at all. GET /readyz: 200 when `readiness`
 * names no reason against traffic, else 503 with the reasons (JSON).
 */
export function probeRoutes(readiness?: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (readiness) {
    router.get('/readyz', async (_req, res) => {
      const reasons = await readiness.reasons();
      res.set('cache-control', 'no-store');
      if (reasons.length) res.status(503).json({ status: 'not ready', reasons });
      else res.json({ status: 'ready' });
    });
  }
  return router;
}
