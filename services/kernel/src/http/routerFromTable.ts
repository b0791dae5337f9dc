import { emptyRequest, sessionRoleOf, takesBody, type AnswerOf, type RouteSpec, type RouteTable, type Validated } from '@reality-draft/events';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { requireRole } from './auth';
import { validate, type RequestSchemas } from './validate';

/** A route's path parameters, as its params schema has checked them (strings: nothing is coerced). */
type ParamsOf<R> = R extends { params: infer S } ? Validated<S> : Request['params'];
/** A route's body, as its schema has checked it (with the schema's defaults filled in). */
type BodyOf<R> = R extends { body: infer S } ? Validated<S> : unknown;
/** A route's query, as its schema has checked it (strings, its defaults filled in, nothing else kept). */
type QueryOf<R> = R extends { query: infer S } ? Validated<S> : Record<string, never>;

/**
 * The handler of route `R`: its params, query and body are the types of the schemas they were validated
 * against, and res.json takes only the answer type the route's table entry names, so a renamed field
 * breaks the server's build as it breaks the client's.
 */
export type RouteHandler<R = RouteSpec> = (req: RouteRequest<R>, res: Response<AnswerOf<R>>) => unknown;

/** The request route `R`'s handler gets (for a helper that takes it over from the handler). Its answer is typed on `res` alone, so routes alike share one handler whatever each answers. */
export type RouteRequest<R = RouteSpec> = Request<ParamsOf<R>, unknown, BodyOf<R>, QueryOf<R>>;

/** One handler per route of the table, typed by its row: TypeScript refuses a missing or an extra one. */
export type RouteHandlers<Table extends RouteTable> = { [Id in keyof Table]: RouteHandler<Table[Id]> };

function accessGuard(route: RouteSpec): RequestHandler[] {
  const role = sessionRoleOf(route.access);
  if (role === undefined) return [];
  return [role === 'any' ? requireRole() : requireRole(role, route.forbiddenMessage)];
}

function schemasOf(route: RouteSpec): RequestSchemas {
  return {
    ...(route.params && { params: route.params }),
    ...(route.query && { query: route.query }),
    ...(takesBody(route) && !route.rawBody && { body: route.body ?? emptyRequest }),
  };
}

const parameterCount = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/** Orders routes so parameterised paths come after literal ones: `/drafts/public` is never taken for `/drafts/:id`. */
export const literalPathsFirst = (a: { path: string }, b: { path: string }) => parameterCount(a.path) - parameterCount(b.path);

/**
 * The router of a service, built from its route table: each route checks the session's role, then
 * validates its path parameters, query and body against the table's schemas, then runs its handler
 * (a `rawBody` route's handler reads its bytes itself, with readRawBody).
 * Draft-scoped access (owner, participant, viewer) is the handler's to check against the draft.
 */
export function routerFromTable<Table extends RouteTable>(table: Table, handlers: RouteHandlers<Table>): Router {
  const router = Router();
  const routes = Object.entries(table).sort(([, a], [, b]) => literalPathsFirst(a, b));
  for (const [id, route] of routes) {
    // Typed by its own row above; Express hands every handler the same untyped pair.
    const handler = handlers[id as keyof Table] as (req: Request, res: Response) => unknown;
    const checks = schemasOf(route);
    const validation = Object.keys(checks).length ? [validate(checks)] : [];
    router[route.method](route.path, ...accessGuard(route), ...validation, async (req: Request, res: Response) => {
      await handler(req, res);
    });
  }
  return router;
}

/** The method and path of every route a router serves (the route probe checks them against the table). */
export function mountedRoutes(router: Router): { method: string; path: string }[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods?: Record<string, boolean> } | undefined;
    if (!route) return [{ method: 'use', path: '(middleware)' }];
    return Object.keys(route.methods ?? {})
      .filter((method) => method !== '_all')
      .map((method) => ({ method, path: route.path }));
  });
}
