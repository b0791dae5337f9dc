/**
 * The authorization matrix: every route of the route tables x anonymous, player, participant,
 * outsider, owner admin and other admin. A route added to a table is swept without anyone
 * remembering to add it here. Each allowed call's answer must match the schema of the answer type its
 * table entry names.
 */
import { apiRoutes, type NamedRoute } from '@reality-draft/events';
import { answerSchemas, type AnswerSchemas } from './answerSchemas';
import { CELL_ORDER, expectedFor } from './expectedAccess';
import { ProbeWorld } from './probeWorld';
import { callerToken, exampleBody, examplePath, stageOf } from './routeExamples';

jest.setTimeout(120_000);

let world: ProbeWorld;
let schemas: AnswerSchemas;
beforeAll(async () => {
  schemas = answerSchemas();
  world = await ProbeWorld.start();
});
afterAll(() => world?.stop());

const routes = apiRoutes();

describe('authorization matrix', () => {
  it.each(routes.map((route) => [`${route.method.toUpperCase()} /api${route.path}`, route] as const))('%s', async (_name, route: NamedRoute) => {
    const scenario = await world.scenario(stageOf(route));
    const cells: string[] = [];
    for (const role of CELL_ORDER) {
      const expected = expectedFor(route, role);
      const token = await callerToken(route, role, world, scenario);
      const [path, body] = [await examplePath(route, world, scenario), await exampleBody(route, world, scenario)];
      const before = await world.stateMark();
      const answer = await world.send({ method: route.method, path, token, body });
      const refusedAsExpected = answer.status === expected;
      const allowedAsExpected = expected === 'allowed' && answer.status === (route.success ?? 200);
      if (allowedAsExpected && route.answer) cells.push(...schemas.problems(route.answer, answer.body).map((problem) => `${role}: ${problem}`));
      const message = (answer.body as { message?: unknown } | null)?.message;
      if (!refusedAsExpected && !allowedAsExpected)
        cells.push(
          `${role}: expected ${expected === 'allowed' ? (route.success ?? 200) : expected}, got ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 160)}`,
        );
      if (expected !== 'allowed') {
        if (typeof message !== 'string' || !message) cells.push(`${role}: refusal without a { message }`);
        if ((await world.stateMark()) !== before) cells.push(`${role}: a refused request changed state`);
      }
    }
    await world.dispose(scenario);
    expect(cells).toEqual([]);
  });
});
