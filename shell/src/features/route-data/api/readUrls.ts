// The URL each first read asks for: the same request kit's endpoint sends (a test holds them equal),
// so the entry's early read of it is the one the endpoint takes.
import { apiRoute } from '@reality-draft/kit/entry';
import type { ReadName, RouteRead } from './routeReads';

const READ_URLS: Record<ReadName, (id: string) => string> = {
  adminMe: () => apiRoute('identity', 'adminMe').url,
  playerMe: () => apiRoute('identity', 'playerMe').url,
  draftRoom: (id) => apiRoute('drafts', 'getDraft', { params: { id } }).url,
  availableItems: (id) => apiRoute('drafts', 'availableItems', { params: { id } }).url,
  pickQueue: (id) => apiRoute('drafts', 'getPickQueue', { params: { id } }).url,
  userDrafts: () => apiRoute('drafts', 'listUserDrafts').url,
  publicDrafts: () => apiRoute('drafts', 'listPublicDrafts').url,
  playerMiniGames: () => apiRoute('minigames', 'playerMiniGames').url,
};

export const readUrl = (read: RouteRead): string => READ_URLS[read.name](read.arg ?? '');
