import { gatewayRoutes } from '@reality-draft/events';
import { routerFromTable, type DocumentStore, type EventStore, type TokenResolver } from '@reality-draft/kernel';
import type { Router } from 'express';
import { apiDescription } from './apiDocs/apiDocs';
import { parseEventLogQuery } from './eventLog/eventLogQuery';
import { logNames } from './eventLog/logNames';
import { readEventLog } from './eventLog/readEventLog';
import { playerExportHandler } from './playerExport/playerExport';
import { presenceHandler } from './push/presenceHandler';
import { pushHandler } from './push/pushHandler';
import type { PushHub } from './push/pushHub';

/**
 * The gateway's own routes under /api: the push stream, who has a draft room open, the event log for
 * operators (with the names of what it mentions, from this process's read models), a player's data
 * export, and the API's description.
 */
export function gatewayRouter(
  push: PushHub,
  resolveToken: TokenResolver,
  events: EventStore,
  readModels: DocumentStore,
  exportParts: Parameters<typeof playerExportHandler>[0],
): Router {
  const description = apiDescription();
  return routerFromTable(gatewayRoutes, {
    push: pushHandler(push, resolveToken),
    draftPresence: presenceHandler(push),
    eventLog: async (req, res) => {
      const page = await readEventLog(events, parseEventLogQuery(req.query));
      res.json({ ...page, names: await logNames(readModels, page.events) });
    },
    exportMe: playerExportHandler(exportParts),
    openApi: (_req, res) => {
      res.json(description);
    },
  });
}
