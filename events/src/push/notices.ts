/**
 * The push stream (docs/architecture.md#push): `GET /api/push?topics=a,b` answers Server-Sent Events that name what
 * changed and the log position it changed at; for a draft's room also what changed in it (the pick,
 * the new turn), which the browser applies to the room it holds. Otherwise the browser refetches.
 *
 *   event: hello   data: PushHello          (first message; serverTime corrects the browser's clock)
 *   event: change  data: ChangeNotice, id: position  (resume with the Last-Event-ID header)
 *   event: reset   data: PushHello          (too far behind to replay: refetch everything)
 */
import type { DraftRoomChange } from '../drafts/roomChange';

export const PUSH_PATH = '/api/push';

/**
 * The request header naming the log position an API request must see. The browser sends the
 * furthest its push stream has told it of, so the refetch a notice causes sees the change at
 * whichever gateway and copy serve it; the gateway sends on the furthest of that, its own and the
 * client's own writes'.
 */
export const READ_POSITION_HEADER = 'x-read-position';

/**
 * The Server-Timing entry of a page's answer naming the log position the gateway's read models had
 * reached when it served the page (`Server-Timing: log-position;desc=1234`; a header, so the page's
 * cached and compressed body stays one for every position). The page's reads come after it, so they
 * show at least that much of the log: its first push stream resumes from there (Last-Event-ID) instead
 * of refetching everything the page has just read.
 */
export const PAGE_POSITION_TIMING = 'log-position';

export interface PushHello {
  serverTime: string;
  position: number;
}

export interface ChangeNotice {
  position: number;
  topics: string[];
  /**
   * For a topic that is one stream (`draft:{id}`, a draft's room): the stream's version after the
   * change. A browser already holding that version (the room its own pick answered) skips the refetch.
   */
  versions?: Record<string, number>;
  /**
   * For a draft's room topic, what changed from the version before (the pick, the new turn, the
   * ticker): a browser holding the room at `from` applies it (applyRoomChange) instead of reading the
   * room again. Absent for changes a room must be read again for (joins, the start, a reset, an undo).
   */
  changes?: Record<string, DraftRoomChange>;
}

/** Topics a browser can follow. A draft's topic changes with every event of that draft. */
export const topics = {
  /** Any draft's summary: created, joined, started, completed, deleted (the drafts lists). */
  drafts: 'drafts',
  draft: (draftId: string) => `draft:${draftId}`,
  /** A league's chat: a message posted or removed, a reaction (its players and its admin only). */
  chat: (draftId: string) => `chat:${draftId}`,
  /** Any team or contestant: seeded, cleared, eliminated or restored. */
  catalog: 'catalog',
  /** Any pick anywhere (user picks, public team picks, leaderboards). */
  picks: 'picks',
  /** Any point entry entered, corrected or removed (point tables, leaderboards, breakdowns). */
  scoring: 'scoring',
  /** Any mini-game sent, started, completed, finished, reset or deleted (mini-game lists, rankings, leaderboard). */
  minigames: 'minigames',
  /** Every event at all: the event log screen follows it (admins only, docs/architecture.md#push). */
  log: 'log',
} as const;

export const MAX_PUSH_TOPICS = 20;
