import { endpointAllowed, ENDPOINT_RULE, pushRoutes, type VapidPublicKey } from '@reality-draft/events';
import { BadRequest, routerFromTable } from '@reality-draft/kernel';
import type { Request, Router } from 'express';
import type { NotifyDeps } from './notifyDeps';

const who = (req: Request) => req.principal!;

/** The notifier's routes, mounted under /api, built from its route table. */
export function notifyRouter(deps: NotifyDeps): Router {
  return routerFromTable(pushRoutes, {
    vapidPublicKey: async (_req, res) => {
      const answer: VapidPublicKey = { publicKey: (await deps.vapid()).publicKey };
      res.json(answer);
    },
    subscribePush: async (req, res) => {
      const input = req.body;
      if (!endpointAllowed(input.endpoint, deps.endpointHosts)) throw new BadRequest(ENDPOINT_RULE, [{ path: '/endpoint', message: ENDPOINT_RULE }]);
      const outcome = await deps.subscriptions.save(who(req).id, input);
      res.status(outcome === 'created' ? 201 : 200).json({ endpoint: input.endpoint });
    },
    unsubscribePush: async (req, res) => {
      await deps.subscriptions.remove(who(req).id, String(req.body.endpoint));
      res.status(204).end();
    },
  });
}
