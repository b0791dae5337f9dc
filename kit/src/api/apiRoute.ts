// The typed API client: every request the screens send is built from the route tables
// (@reality-draft/events ROUTE_TABLES), never from a path written by hand. A route is named by its
// service and id; its method and path come from the table, its path parameters are named by the path,
// its body is the type of the schema the server validates with, and its answer the type its table entry
// names (the one the server's handler must answer). A renamed route, a renamed path parameter, a changed
// body schema or a renamed answer field breaks the build.
import { ROUTE_TABLES, type AnswerOf, type FromSchema } from '@reality-draft/events';
import type { RequestArgs } from './request';
import type { ApiRouteId, ApiService, Tables } from './routeIds';
import { routeRequest, type ParamValue, type QueryValue } from './routeRequest';

export { API_PREFIX, apiPath } from './routeRequest';
export type { ApiRouteId, ApiService } from './routeIds';

type RouteOf<S extends ApiService, I extends ApiRouteId<S>> = Tables[S][I];

/** The `:name` parameters of an Express-style path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters: named by its path, or by its params schema where the table widened the path to string. */
type ParamsOf<R> = R extends { path: infer P extends string }
  ? string extends P
    ? R extends { params: infer S }
      ? { [K in keyof FromSchema<S>]-?: ParamValue }
      : Loose
    : [ParamNames<P>] extends [never]
      ? never
      : Record<ParamNames<P>, ParamValue>
  : never;
/** A route the table declares loosely (a RouteSpec built by a helper): any parameters, checked when the path is filled. */
type Loose = { loose: true };

/** What a route's body may be: the type of its JSON Schema (an empty object for `emptyRequest`). */
export type ApiBody<S extends ApiService, I extends ApiRouteId<S>> = BodyOf<RouteOf<S, I>>;
type BodyOf<R> = R extends { body: infer B } ? FromSchema<B> : 'body' extends keyof R ? unknown : never;

/** What a route answers: the answer type its table entry names. */
export type ApiAnswer<S extends ApiService, I extends ApiRouteId<S>> = AnswerOf<RouteOf<S, I>>;

/** The parts of one call: path parameters (when the path names some), body (when the route takes one), query. */
export type ApiArgs<S extends ApiService, I extends ApiRouteId<S>> = ParamsArg<ParamsOf<RouteOf<S, I>>> &
  ([ApiBody<S, I>] extends [never] ? { body?: never } : { body?: ApiBody<S, I> }) & {
    query?: Record<string, QueryValue>;
  };
type ParamsArg<P> = [P] extends [never] ? { params?: never } : [P] extends [Loose] ? { params?: Record<string, ParamValue> } : { params: P };

export type OptionalArgs<S extends ApiService, I extends ApiRouteId<S>> = [ParamsOf<RouteOf<S, I>>] extends [never]
  ? [args?: ApiArgs<S, I>]
  : [ParamsOf<RouteOf<S, I>>] extends [Loose]
    ? [args?: ApiArgs<S, I>]
    : [args: ApiArgs<S, I>];

/**
 * One request to a route of the tables, as RTK Query's base query and sendRequest take it:
 * `apiRoute('drafts', 'makePick', { params: { id }, body })`. The body is sent only when given, the
 * query only with its defined values, so each request is exactly the one the screen means.
 */
export function apiRoute<S extends ApiService, I extends ApiRouteId<S>>(service: S, id: I, ...[args]: OptionalArgs<S, I>): RequestArgs {
  return routeRequest(ROUTE_TABLES[service], id, args);
}
