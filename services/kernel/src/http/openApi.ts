import { ACCESS_DESCRIPTIONS, sessionRoleOf, takesBody, type JsonSchema, type NamedRoute, type OpenApiDocument } from '@reality-draft/events';

export type OpenApiInfo = OpenApiDocument['info'];

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: unknown; description?: string };

const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'One sentence for the person, shown in the toast.' },
    errors: {
      type: 'array',
      description: 'The validation problems, for a 400: the first 20, then one entry `{ message, more }` counting the rest.',
      items: { type: 'object' },
    },
  },
};

const REFUSALS: Record<string, string> = {
  '400': 'The request is malformed (a missing or wrong field, a bad id, a body nested too deeply).',
  '401': 'No session, or an expired or revoked one.',
  '403': 'The session may not do this (wrong role, not the owner, not a participant).',
  '404': 'Unknown id.',
  '409': 'A conflict (not your turn, already picked, changed at the same moment).',
  '413': "The body is over 100 kB (an upload: over the route's own limit).",
  '415': 'The uploaded file is not of a kind the route takes.',
  '422': 'A rule of the game refused it.',
  '429': 'Throttled; Retry-After says when to try again.',
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query'): Parameter[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

function refusalsOf(route: NamedRoute): string[] {
  const codes = ['400', '413', '429'];
  if (sessionRoleOf(route.access)) codes.push('401');
  if (route.access !== 'public' && route.access !== 'signedIn') codes.push('403');
  if (route.subject || route.params) codes.push('404');
  if (route.method !== 'get') codes.push('409', '422');
  if (route.rawBody) codes.push('415');
  return codes.sort();
}

function operationOf(route: NamedRoute) {
  const success = String(route.success ?? 200);
  const responses: Record<string, unknown> = {
    [success]: route.stream
      ? { description: 'A stream of Server-Sent Events.', content: { 'text/event-stream': { schema: { type: 'string' } } } }
      : { description: success === '204' ? 'Done; no body.' : 'Success: a JSON document (its shape is in the spec and in events/src/*/api.ts).' },
  };
  for (const code of refusalsOf(route)) responses[code] = { $ref: `#/components/responses/Refusal${code}` };
  return {
    operationId: route.id,
    tags: [route.service],
    summary: route.summary,
    description: [route.description, `Who may call it: ${ACCESS_DESCRIPTIONS[route.access]}`, route.beyondSpec && 'Beyond the spec.']
      .filter(Boolean)
      .join('\n\n'),
    'x-access': route.access,
    ...(sessionRoleOf(route.access) ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(takesBody(route) && route.body && { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } }),
    ...(route.rawBody && {
      requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
    }),
    responses,
  };
}

/** The OpenAPI 3.1 description of the given routes (every path under /api). */
export function openApiDocument(routes: NamedRoute[], info: OpenApiInfo): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${openApiPath(route.path)}`;
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  const responses = Object.fromEntries(
    Object.entries(REFUSALS).map(([code, description]) => [
      `Refusal${code}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    ]),
  );
  return {
    openapi: '3.1.0' as const,
    info,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The sessionToken from POST /api/auth/login.' } },
      schemas: { ErrorBody: ERROR_BODY },
      responses,
    },
  };
}
