/** Routes the gateway itself serves: the push stream and the API's own description. */
import { MAX_PUSH_TOPICS } from '../push/notices';
import { idParams } from '../routes/commonSchemas';
import type { RouteTable } from '../routes/routeSpec';

export const pushQuery = {
  type: 'object',
  required: ['topics'],
  properties: { topics: { type: 'string', minLength: 1, maxLength: MAX_PUSH_TOPICS * 90 } },
} as const;

export const gatewayRoutes = {
  push: {
    method: 'get',
    path: '/push',
    access: 'signedIn',
    summary: 'Change notices as Server-Sent Events',
    description: 'topics: a comma-separated list (drafts, catalog, picks, draft:{id}). Resume with Last-Event-ID. Only topics the person may read.',
    query: pushQuery,
    stream: true,
    beyondSpec: true,
  },
  draftPresence: {
    method: 'get',
    path: '/drafts/:id/presence',
    access: 'draftViewer',
    summary: 'Who has the draft room open right now',
    description: "The signed-in people holding a push stream on the draft's topic. Push notices on draft:{id} also tell of someone arriving or leaving.",
    params: idParams,
    subject: 'draft',
    beyondSpec: true,
  },
  openApi: { method: 'get', path: '/openapi.json', access: 'public', summary: 'This API described in OpenAPI 3.1', beyondSpec: true },
} as const satisfies RouteTable;
