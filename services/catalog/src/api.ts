import { catalogRoutes, type CastItemKind, type CastToolName, type EliminateRequest, type SetPhotoRequest, type ShowType } from '@reality-draft/events';
import { routerFromTable, type RouteHandler, type RouteHandlers } from '@reality-draft/kernel';
import type { Router } from 'express';
import type { CatalogDeps } from './catalogDeps';
import { runCastTool } from './castTools/castTools';
import { importCast } from './castTools/importCast';
import { setEliminated } from './cast/setEliminated';
import { servePhoto } from './photos/servePhoto';
import { setPhoto } from './photos/setPhoto';
import { receiveUpload, requestUpload } from './photos/uploads';

type CatalogRouteId = keyof typeof catalogRoutes;
/** The routes that run a data tool. */
type CastToolRouteId = { [Id in CatalogRouteId]: (typeof catalogRoutes)[Id] extends { castTool: CastToolName } ? Id : never }[CatalogRouteId];

/** The catalogue's routes, mounted under /api: reads for anyone signed in, changes for admins, photos for every <img>. */
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
      res.json(await setEliminated(deps, kind, String(req.params.id), req.body as EliminateRequest, req.principal!.id));
    };
  const photo =
    (showType: ShowType): RouteHandler =>
    async (req, res) => {
      const { photoUrl } = req.body as SetPhotoRequest;
      res.json(await setPhoto(deps, { showType, memberId: String(req.params.id), photoUrl, adminId: req.principal!.id }));
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
      res.json(await importCast(deps, req.params.showType, req.body, req.principal!.id));
    },
    eliminateTeam: eliminate('team'),
    eliminateContestant: eliminate('contestant'),
    requestPhotoUpload: (_req, res) => {
      res.json(requestUpload(deps));
    },
    uploadPhoto: async (req, res) => {
      res.json(await receiveUpload(deps, req, res));
    },
    photo: (req, res) => servePhoto(deps, req, res),
    setSurvivorContestantPhoto: photo('survivor'),
    setContestantPhoto: photo('big_brother'),
    setTeamPhoto: photo('amazing_race'),
  };
  return routerFromTable(catalogRoutes, handlers);
}
