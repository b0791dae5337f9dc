import { apiRoute } from '@reality-draft/kit/entry';
import { readUrl } from './readUrls';
import type { ReadName } from './routeReads';

// Each first read as kit's endpoint sends it, from the route tables.
const ENDPOINTS: Record<ReadName, (id: string) => string> = {
  adminMe: () => apiRoute('identity', 'adminMe').url,
  playerMe: () => apiRoute('identity', 'playerMe').url,
  draftRoom: (id) => apiRoute('drafts', 'getDraft', { params: { id } }).url,
  availableItems: (id) => apiRoute('drafts', 'availableItems', { params: { id } }).url,
  pickQueue: (id) => apiRoute('drafts', 'getPickQueue', { params: { id } }).url,
  userDrafts: () => apiRoute('drafts', 'listUserDrafts').url,
  publicDrafts: () => apiRoute('drafts', 'listPublicDrafts').url,
  playerMiniGames: () => apiRoute('minigames', 'playerMiniGames').url,
};

describe('readUrl', () => {
  it.each(Object.keys(ENDPOINTS) as ReadName[])('asks for %s at the route table’s path', (name) => {
    const id = 'c0ffee00-1234-4abc-8def-0123456789ab';
    expect(readUrl({ name, arg: id })).toBe(ENDPOINTS[name](id));
  });

  it('encodes a draft id as the endpoint does', () => {
    expect(readUrl({ name: 'draftRoom', arg: 'a/b?c' })).toBe(ENDPOINTS.draftRoom('a/b?c'));
  });
});
