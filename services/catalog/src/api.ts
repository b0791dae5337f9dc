import { castImportRequest, eliminateRequest, emptyRequest, idParams, showTypeParams, type CastItemKind, type ShowType } from '@reality-draft/events';
import { requireRole, validate } from '@reality-draft/kernel';
import { Router } from 'express';
import type { CatalogDeps } from './catalogDeps';
import { CAST_TOOLS, runCastTool, type CastToolName } from './castTools/castTools';
import { importCast } from './castTools/importCast';
import { setEliminated } from './elimination/setEliminated';

const LISTS: Record<string, ShowType> = { '/teams': 'amazing_race', '/contestants': 'big_brother', '/survivor-contestants': 'survivor' };
const ELIMINATION: Record<string, CastItemKind> = { '/teams': 'team', '/contestants': 'contestant' };

/** The catalogue's routes, mounted under /api: reads for anyone signed in, changes for admins. */
export function catalogRouter(deps: CatalogDeps): Router {
  const router = Router();

  for (const [path, showType] of Object.entries(LISTS)) {
    router.get(path, requireRole(), async (_req, res) => {
      res.json(await deps.items.list(showType));
    });
  }

  for (const name of Object.keys(CAST_TOOLS) as CastToolName[]) {
    router.post(`/admin/${name}`, requireRole('admin'), validate({ body: emptyRequest }), async (req, res) => {
      res.json(await runCastTool(deps, name, req.principal!.id));
    });
  }

  router.post('/admin/cast/:showType/import', requireRole('admin'), validate({ params: showTypeParams, body: castImportRequest }), async (req, res) => {
    res.json(await importCast(deps, req.params.showType as ShowType, req.body, req.principal!.id));
  });

  for (const [path, kind] of Object.entries(ELIMINATION)) {
    router.put(`${path}/:id/eliminate`, requireRole('admin'), validate({ params: idParams, body: eliminateRequest }), async (req, res) => {
      res.json(await setEliminated(deps, kind, String(req.params.id), req.body.eliminated, req.principal!.id));
    });
  }

  return router;
}
