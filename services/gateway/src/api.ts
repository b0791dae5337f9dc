import { gatewayRoutes } from '@reality-draft/events';
import { routerFromTable, type EventStore, type TokenResolver } from '@reality-draft/kernel';
import type { Router } from 'express';
import { apiDescription } from './apiDocs/apiDocs';
import { parseEventLogQuery } from './eventLog/eventLogQuery';
import { readEventLog } from './eventLog/readEventLog';
import { presenceHandler } from './push/presenceHandler';
import { pushHandler } from './push/pushHandler';
import type { PushHub } from './push/pushHub';

/** The gateway's own routes under /api: the push stream, who has a draft room open, the event log for operators, and the API's description. */
export function gatewayRouter(push: PushHub, resolveToken: TokenResolver, events: EventStore): Router {
  const description = apiDescription();
  return routerFromTable(gatewayRoutes, {
    push: pushHandler(push, resolveToken),
    draftPresence: presenceHandler(push),
    eventLog: async (req, res) => {
      res.json(await readEventLog(events, parseEventLogQuery(req.query)));
    },
    openApi: (_req, res) => {
      res.json(description);
    },
  });
}
