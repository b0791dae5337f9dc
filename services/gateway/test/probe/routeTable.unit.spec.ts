/** The route tables are the API: every router serves exactly its table, and the OpenAPI document describes it. */
import { apiRoutes } from '@reality-draft/events';
import { MemoryEventStore, mountedRoutes, NedbDocumentStore } from '@reality-draft/kernel';
import { gatewayRouter } from '../../src/api';
import type { PushHub } from '../../src/push/pushHub';
import { ProbeWorld } from './probeWorld';

let world: ProbeWorld;
beforeAll(async () => {
  world = await ProbeWorld.start();
});
afterAll(() => world?.stop());

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('route tables', () => {
  it('name each route once, with one method and path', () => {
    const routes = apiRoutes();
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => key(route.method, route.path))).size).toBe(routes.length);
  });

  it('are exactly what the routers serve: no route outside a table, no table row without a route', () => {
    const routers = [
      ...world.modules().map((module) => module.router),
      gatewayRouter({} as PushHub, async () => null, new MemoryEventStore(), new NedbDocumentStore(), []),
    ];
    const served = routers.flatMap(mountedRoutes).map(({ method, path }) => key(method, path));
    const declared = apiRoutes().map((route) => key(route.method, route.path));
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it('are described by a valid OpenAPI 3.1 document at /api/openapi.json', async () => {
    const answer = await world.send({ method: 'get', path: '/openapi.json' });
    expect(answer.status).toBe(200);
    const document = answer.body as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operations.sort()).toEqual(
      apiRoutes()
        .map((route) => route.id)
        .sort(),
    );
    expect(document.paths['/api/drafts/{id}/pick'].post).toMatchObject({ 'x-access': 'draftParticipant', security: [{ bearer: [] }] });

    // The validator is ESM only: imported as a module, past the test transform's require().
    const load = new Function('name', 'return import(name)') as (name: string) => Promise<typeof import('@seriousme/openapi-schema-validator')>;
    const { Validator } = await load('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
