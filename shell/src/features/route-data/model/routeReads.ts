// What each page reads first (issue 29, data before code): the API reads its screen makes as it mounts,
// so the shell can start them with the remote's code instead of after it. Keyed by the route paths of
// the one route table (REMOTE_ROUTES); a read is an RTK Query endpoint of kit and its argument, and the
// screen's own hooks then find it in the cache. A read named here that the screen would not make is a
// wasted request, so a read that depends on an answer (the room's items while it is live) follows it.
import { matchRemoteRoute, type DraftRoom } from '@reality-draft/events';
import type { Session } from '@reality-draft/kit/host';

/** The kit endpoints a page's first reads use (startReads maps each to its endpoint). */
export type ReadName = 'adminMe' | 'playerMe' | 'draftRoom' | 'availableItems' | 'pickQueue' | 'userDrafts' | 'publicDrafts' | 'playerMiniGames';

export interface RouteRead {
  name: ReadName;
  /** The query's argument: a draft's id, the session's token (the "who am I" reads), none for a list. */
  arg?: string;
}

/** Who is signed in, as the reads need it: the token keys the "who am I" reads, the id finds a player's seat. */
export type Viewer = { role: 'admin'; token: string } | { role: 'player'; token: string; id: string | null };

/** The session as a viewer; null when no one is signed in. */
export function viewerOf(session: Session): Viewer | null {
  if (session.role === 'admin') return { role: 'admin', token: session.token };
  if (session.role === 'player') return { role: 'player', token: session.token, id: session.player?.id ?? null };
  return null;
}

type FirstReads = (params: Record<string, string>, viewer: Viewer) => RouteRead[];

const me = (viewer: Viewer): RouteRead => ({ name: viewer.role === 'admin' ? 'adminMe' : 'playerMe', arg: viewer.token });

/** A draft's room, for its admin or one of its players; a player opening the admin's address is taken to their seat. */
const room: FirstReads = ({ id }, viewer) => [{ name: 'draftRoom', arg: id }, me(viewer)];

/**
 * A player's seat in a room: on draft night it is live, and its items and the player's queue are what
 * the board needs. They leave with the room rather than after it (readsAfter): on a slow phone the
 * room's answer waits behind the app's code for its turn on the main thread, and the board with it.
 * A room already over wastes these two reads.
 */
const seat: FirstReads = (params, viewer) => [...room(params, viewer), { name: 'availableItems', arg: params.id }, { name: 'pickQueue', arg: params.id }];

const FIRST_READS: Record<string, { role: Viewer['role']; reads: FirstReads }[]> = {
  '/draft/:id': [
    { role: 'admin', reads: room },
    { role: 'player', reads: seat },
  ],
  '/player/draft/:id': [{ role: 'player', reads: seat }],
  '/player/dashboard': [
    {
      role: 'player',
      // The greeting's profile, then the cards drawn at once: what to do next, the player's drafts, joining one, the mini-games.
      reads: (_params, viewer) => [me(viewer), { name: 'userDrafts' }, { name: 'publicDrafts' }, { name: 'playerMiniGames' }],
    },
  ],
};

/** The reads the page at `pathname` makes first for `viewer` (none for a page the viewer may not open). */
export function routeReads(pathname: string, viewer: Viewer): RouteRead[] {
  const match = matchRemoteRoute(pathname);
  const entry = match && FIRST_READS[match.route.path]?.find((candidate) => candidate.role === viewer.role);
  return entry ? entry.reads(match.params, viewer) : [];
}

const isRoom = (data: unknown): data is DraftRoom =>
  Boolean(
    data &&
    typeof data === 'object' &&
    typeof (data as DraftRoom).draft === 'object' &&
    (data as DraftRoom).draft !== null &&
    Array.isArray((data as DraftRoom).participants),
  );

/**
 * The reads an answer leads to, as the screen makes them once it has that answer: a room waiting or
 * running shows its items, and a player's seat in a room not yet over shows their pick queue.
 */
export function readsAfter(read: RouteRead, data: unknown, viewer: Viewer): RouteRead[] {
  if (read.name !== 'draftRoom' || !read.arg || !isRoom(data)) return [];
  const { status } = data.draft;
  const reads: RouteRead[] = [];
  if (status === 'pending' || status === 'active') reads.push({ name: 'availableItems', arg: read.arg });
  const seated = viewer.role === 'player' && viewer.id !== null && data.participants.some((person) => person.id === viewer.id);
  if (seated && status !== 'completed') reads.push({ name: 'pickQueue', arg: read.arg });
  return reads;
}

/** One string per read, to tell the same read (and the same set of reads) again. */
export const readKey = (read: RouteRead): string => `${read.name}(${read.arg ?? ''})`;
