import { catalogRoutes, type CastItemKind, type CastToolName, type ShowType } from '@reality-draft/events';
import { routerFromTable, type RouteHandler, type RouteHandlers } from '@reality-draft/kernel';
import type { Router } from 'express';
import type { CatalogDeps } from './catalogDeps';
import { runCastTool } from './castTools/castTools';
import { importCast } from './castTools/importCast';
import { setEliminated } from './elimination/setEliminated';

type CatalogRouteId = keyof typeof catalogRoutes;
/** The routes that run a data tool. */
type CastToolRouteId = { [Id in CatalogRouteId]: (typeof catalogRoutes)[Id] extends { castTool: CastToolName } ? Id : never }[CatalogRouteId];

/** The catalogue's routes, mounted under /api: reads for anyone signed in, changes for admins. */
export function catalogRouter(deps: CatalogDeps): Router {
  const list =
    (showType: ShowType): RouteHandler =>
    async (_req, res) => {
      res.json(await deps.items.list(showType));
    };
  const tool =
    (name: CastToolName): RouteHandler =>
    async (req, res) => {
      res.json(await runCastTool(deps, name, req.principal!.id));
    };
  const eliminate =
    (kind: CastItemKind): RouteHandler =>
    async (req, res) => {
      res.json(await setEliminated(deps, kind, String(req.params.id), req.body.eliminated, req.principal!.id));
    };
  const tools = Object.fromEntries(Object.entries(catalogRoutes).flatMap(([id, route]) => ('castTool' in route ? [[id, tool(route.castTool)]] : []))) as Record<
    CastToolRouteId,
    RouteHandler
  >;

  const handlers: RouteHandlers<typeof catalogRoutes> = {
    ...tools,
    listTeams: list('amazing_race'),
    listContestants: list('big_brother'),
    listSurvivorContestants: list('survivor'),
    importCast: async (req, res) => {
      res.json(await importCast(deps, req.params.showType as ShowType, req.body, req.principal!.id));
    },
    eliminateTeam: eliminate('team'),
    eliminateContestant: eliminate('contestant'),
  };
  return routerFromTable(catalogRoutes, handlers);
}
