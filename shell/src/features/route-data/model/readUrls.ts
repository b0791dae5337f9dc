// The URL each first read asks for: the same request kit's endpoint sends, so the early read of it is
// the one the endpoint takes. The paths are the route tables' own (readUrls.unit.spec holds each equal
// to kit's apiRoute): the page's inline script sends these reads, and the tables, with their request
// schemas, would make it 35 KiB instead of 6.
import { apiPath } from '@reality-draft/kit/entry';
import type { ReadName, RouteRead } from './routeReads';

export const READ_PATHS: Record<ReadName, string> = {
  adminMe: '/admin/me',
  playerMe: '/players/me',
  draftRoom: '/drafts/:id',
  availableItems: '/drafts/:id/available-teams',
  pickQueue: '/drafts/:id/queue',
  userDrafts: '/user/drafts',
  publicDrafts: '/drafts/public',
  playerMiniGames: '/player/mini-games',
};

/** The "who am I" reads' argument is the session's token, not a path parameter. */
const TAKES_ID: ReadonlySet<ReadName> = new Set(['draftRoom', 'availableItems', 'pickQueue']);

export const readUrl = (read: RouteRead): string => apiPath(READ_PATHS[read.name], TAKES_ID.has(read.name) ? { id: read.arg ?? '' } : {});
