/**
 * The fuzzer: every route of the route tables gets missing and wrong-typed fields, huge and deeply
 * nested bodies, NUL and odd Unicode, prototype keys, bad ids and wrong content types, sent by a
 * caller who may use the route. No answer may be a 5xx; every refusal is JSON with a message and
 * changes nothing.
 */
import { apiRoutes, type NamedRoute } from '@reality-draft/events';
import { CELL_ORDER, expectedFor } from './expectedAccess';
import { fuzzCases } from './fuzzCases';
import { ProbeWorld } from './probeWorld';
import { callerToken, exampleBody, examplePath, stageOf } from './routeExamples';

jest.setTimeout(120_000);

let world: ProbeWorld;
beforeAll(async () => {
  world = await ProbeWorld.start();
});
afterAll(() => world?.stop());

/** The caller: the role the route is most meant for. */
const callerOf = (route: NamedRoute) => [...CELL_ORDER].reverse().find((role) => expectedFor(route, role) === 'allowed')!;

describe('route fuzzer', () => {
  it.each(apiRoutes().map((route) => [`${route.method.toUpperCase()} /api${route.path}`, route] as const))('%s', async (_name, route: NamedRoute) => {
    const scenario = await world.scenario(stageOf(route));
    const role = callerOf(route);
    const token = await callerToken(route, role, world, scenario);
    const path = await examplePath(route, world, scenario);
    const problems: string[] = [];
    for (const fuzz of fuzzCases(route, path, await exampleBody(route, world, scenario))) {
      const before = await world.stateMark();
      const answer = await world.send({
        method: route.method,
        path: fuzz.path ?? path,
        token,
        body: fuzz.body,
        rawBody: fuzz.rawBody,
        contentType: fuzz.contentType,
      });
      const where = `${fuzz.name}: ${answer.status}`;
      if (answer.status >= 500) problems.push(`${where} ${JSON.stringify(answer.body)}`);
      if (answer.status >= 400) {
        const message = (answer.body as { message?: unknown } | null)?.message;
        if (!answer.contentType.startsWith('application/json') || typeof message !== 'string' || !message)
          problems.push(`${where} refused without a JSON { message }`);
        if ((await world.stateMark()) !== before) problems.push(`${where} refused, yet state changed`);
      } else if (fuzz.refused) {
        problems.push(`${where} accepted a malformed request`);
      }
      if (({} as Record<string, unknown>).polluted !== undefined) problems.push(`${fuzz.name}: Object.prototype polluted`);
    }
    await world.dispose(scenario);
    expect(problems).toEqual([]);
  });
});
