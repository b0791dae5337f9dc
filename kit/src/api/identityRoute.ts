// A request to one of identity's routes (login, registration, sign-out, ...), typed like apiRoute but
// built from identity's table alone: the login page's bundle holds no other service's routes.
import { identityRoutes } from '@reality-draft/events';
import type { ApiRouteId, OptionalArgs } from './apiRoute';
import { routeRequest } from './routeRequest';
import type { RequestArgs } from './request';

export function identityRoute<I extends ApiRouteId<'identity'>>(id: I, ...[args]: OptionalArgs<'identity', I>): RequestArgs {
  return routeRequest(identityRoutes, id, args);
}
