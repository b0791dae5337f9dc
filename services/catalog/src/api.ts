import { catalogRoutes, type CastItem, type CastToolName, type ShowType } from '@reality-draft/events';
import { routerFromTable, type RouteHandler, type RouteHandlers, type RouteRequest } from '@reality-draft/kernel';
import type { Response, Router } from 'express';
import type { CatalogDeps } from './catalogDeps';
import { runCastTool } from './castTools/castTools';
import { importCast } from './castTools/importCast';
import { CONTESTANTS, TEAMS, type MemberKind } from './cast/itemKind';
import { setEliminated } from './cast/setEliminated';
import { servePhoto } from './photos/servePhoto';
import { setPhoto } from './photos/setPhoto';
import { receiveUpload, requestUpload } from './photos/uploads';

type CatalogRoutes = typeof catalogRoutes;
/** The routes that run a data tool. */
type CastToolRouteId = { [Id in keyof CatalogRoutes]: CatalogRoutes[Id] extends { castTool: CastToolName } ? Id : never }[keyof CatalogRoutes];
/** A handler made for several routes alike: their request, and the answer its member kind makes (Team or Contestant). */
type MemberHandler<Route, Answer> = (req: RouteRequest<Route>, res: Response<Answer>) => Promise<void>;

/** The catalogue's routes, mounted under /api: reads for anyone signed in, changes for admins, photos for every <img>. */
export function catalogRouter(deps: CatalogDeps): Router {
  const list =
    <Item extends CastItem>(showType: ShowType, kind: MemberKind<Item>): MemberHandler<CatalogRoutes['listTeams'], Item[]> =>
    async (_req, res) => {
      res.json((await deps.items.list(showType)).filter(kind.isOfKind));
    };
  const tool =
    (name: CastToolName): RouteHandler<CatalogRoutes[CastToolRouteId]> =>
    async (req, res) => {
      res.json(await runCastTool(deps, name, req.principal!.id));
    };
  const eliminate =
    <Item extends CastItem>(kind: MemberKind<Item>): MemberHandler<CatalogRoutes['eliminateTeam'], Item> =>
    async (req, res) => {
      res.json(await setEliminated(deps, kind, req.params.id, req.body, req.principal!.id));
    };
  const photo =
    <Item extends CastItem>(showType: ShowType, kind: MemberKind<Item>): MemberHandler<CatalogRoutes['setTeamPhoto'], Item> =>
    async (req, res) => {
      res.json(await setPhoto(deps, kind, { showType, memberId: req.params.id, photoUrl: req.body.photoUrl, adminId: req.principal!.id }));
    };
  const tools = Object.fromEntries(Object.entries(catalogRoutes).flatMap(([id, route]) => ('castTool' in route ? [[id, tool(route.castTool)]] : []))) as Record<
    CastToolRouteId,
    RouteHandler<CatalogRoutes[CastToolRouteId]>
  >;

  const handlers: RouteHandlers<CatalogRoutes> = {
    ...tools,
    listTeams: list('amazing_race', TEAMS),
    listContestants: list('big_brother', CONTESTANTS),
    listSurvivorContestants: list('survivor', CONTESTANTS),
    importCast: async (req, res) => {
      res.json(await importCast(deps, req.params.showType, req.body, req.principal!.id));
    },
    eliminateTeam: eliminate(TEAMS),
    eliminateContestant: eliminate(CONTESTANTS),
    requestPhotoUpload: (_req, res) => {
      res.json(requestUpload(deps));
    },
    uploadPhoto: async (req, res) => {
      res.json(await receiveUpload(deps, req, res));
    },
    photo: (req, res) => servePhoto(deps, req, res),
    setSurvivorContestantPhoto: photo('survivor', CONTESTANTS),
    setContestantPhoto: photo('big_brother', CONTESTANTS),
    setTeamPhoto: photo('amazing_race', TEAMS),
  };
  return routerFromTable(catalogRoutes, handlers);
}
