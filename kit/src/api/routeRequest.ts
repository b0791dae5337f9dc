// A request built from one route table (method, path, parameters, body, query); apiRoute and
// identityRoute give it its types. A module of its own, without ROUTE_TABLES: webpack keeps or drops a
// whole module's imports, so the login page (identityRoute) bundles identity's table only.
import type { RequestArgs } from './request';

export type ParamValue = string | number;
export type QueryValue = string | number | boolean | undefined;

/** Everything the API is served under. */
export const API_PREFIX = '/api';

/** The path of a route with its parameters filled in (each encoded), under /api. */
export function apiPath(path: string, params: Record<string, ParamValue> = {}): string {
  return (
    API_PREFIX +
    path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`apiPath: ${path} needs :${name}`);
      return encodeURIComponent(String(value));
    })
  );
}

/** One request to route `id` of `table`: the body only when given, the query only with its defined values. */
export function routeRequest(table: object, id: string, args?: { params?: object; body?: unknown; query?: Record<string, QueryValue> }): RequestArgs {
  const route = (table as Record<string, { method: string; path: string }>)[id];
  const request: RequestArgs = {
    url: apiPath(route.path, args?.params as Record<string, ParamValue> | undefined),
    method: route.method.toUpperCase() as NonNullable<RequestArgs['method']>,
  };
  if (args?.body !== undefined) request.body = args.body;
  if (args?.query) request.params = args.query;
  return request;
}
