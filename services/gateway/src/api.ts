import { gatewayRoutes } from '@reality-draft/events';
import { routerFromTable, type TokenResolver } from '@reality-draft/kernel';
import type { Router } from 'express';
import { apiDescription } from './apiDocs/apiDocs';
import { presenceHandler } from './push/presenceHandler';
import { pushHandler } from './push/pushHandler';
import type { PushHub } from './push/pushHub';

/** The gateway's own routes under /api: the push stream, who has a draft room open, and the API's description. */
export function gatewayRouter(push: PushHub, resolveToken: TokenResolver): Router {
  const description = apiDescription();
  return routerFromTable(gatewayRoutes, {
    push: pushHandler(push, resolveToken),
    draftPresence: presenceHandler(push),
    openApi: (_req, res) => {
      res.json(description);
    },
  });
}
