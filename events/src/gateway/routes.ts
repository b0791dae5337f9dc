/** Routes the gateway itself serves: the push stream, the event log for operators and the API's own description. */
import { MAX_PUSH_TOPICS } from '../push/notices';
import { eventLogQuery } from './eventLog';
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
    answer: 'DraftPresence',
    method: 'get',
    path: '/drafts/:id/presence',
    access: 'draftViewer',
    summary: 'Who has the draft room open right now',
    description: "The signed-in people holding a push stream on the draft's topic. Push notices on draft:{id} also tell of someone arriving or leaving.",
    params: idParams,
    subject: 'draft',
    beyondSpec: true,
  },
  eventLog: {
    answer: 'EventLogPage',
    method: 'get',
    path: '/admin/events',
    access: 'admin',
    summary: 'The event log, for operators',
    description:
      'Events oldest first, after the log position `after`, as { events: [{ position, streamId, version, type, at, data, correctionId? }], next, names }: pass `next` as `after` for the following page (null: the end of the log as it stands). `names`: the label of each draft and the name of each person the events mention, by id. `stream` reads one stream; `type` alone scans at most 10,000 events per request; `type=PointsCorrected` also finds the corrections saved from the points dialog, whose events share a `correctionId`. Follow it live on the push topic `log` (admins only).',
    query: eventLogQuery,
    beyondSpec: true,
  },
  exportMe: {
    answer: 'PlayerDataExport',
    method: 'get',
    path: '/players/me/export',
    access: 'player',
    summary: 'Download everything held about you (a JSON file)',
    description:
      'Your profile and account events, drafts joined, picks, pick queues and auto-pick, your chat messages, points and standings, spoiler settings, mini-game attempts with their move logs, and push subscriptions, as an attachment (Content-Disposition). Other people appear by id and name only.',
    beyondSpec: true,
  },
  openApi: {
    answer: 'OpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    summary: 'This API described in OpenAPI 3.1',
    beyondSpec: true,
  },
} as const satisfies RouteTable;
