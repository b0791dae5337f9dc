import { catalogRoutes } from '../catalog/routes';
import { draftsRoutes } from '../drafts/routes';
import { gatewayRoutes } from '../gateway/routes';
import { identityRoutes } from '../identity/routes';
import { miniGamesRoutes } from '../minigames/routes';
import { pushRoutes } from '../push/routes';
import { scoringRoutes } from '../scoring/routes';
import type { NamedRoute, RouteTable } from './routeSpec';

/** Every service's route table, by service. */
export const ROUTE_TABLES = {
  identity: identityRoutes,
  catalog: catalogRoutes,
  drafts: draftsRoutes,
  scoring: scoringRoutes,
  minigames: miniGamesRoutes,
  notify: pushRoutes,
  gateway: gatewayRoutes,
} as const satisfies Record<string, RouteTable>;

/** The whole API, one row per route. */
export function apiRoutes(): NamedRoute[] {
  return Object.entries(ROUTE_TABLES).flatMap(([service, table]) => Object.entries(table as RouteTable).map(([id, spec]) => ({ ...spec, id, service })));
}
