/**
 * The event log for operators (issue 23, item 2): `GET /api/admin/events`, the admins' Event log
 * screen, its live push topic (`log`) and `npm run events`. Every entry is one event as the services
 * read it (old shapes upcast), without its metadata; secrets never enter the log
 * (docs/architecture.md#events).
 */

/** One event of the log. */
export interface EventLogEntry {
  /** Its position in the global log: increasing, not consecutive (docs/architecture.md#log-positions). */
  position: number;
  streamId: string;
  /** Its 1-based place in its stream. */
  version: number;
  type: string;
  /** When it was recorded (ISO 8601). */
  at: string;
  data: unknown;
  /** The points-dialog correction it is part of (see CorrectionMetadata): the events of one correction share it. */
  correctionId?: string;
}

/**
 * A page of the log, oldest first. `next`: the `after` of the following page while there may be more
 * now; null once the page reached the end of the log (or of the stream) as it stands, after which a
 * reader following live asks again after its last event's position.
 */
export interface EventLogPage {
  events: EventLogEntry[];
  next: number | null;
  /**
   * GET /api/admin/events only: the names of the drafts and people the page's events name, by id (a
   * draft's label for draft-{id} streams, a person's name for player-{id} and admin-{id} streams and
   * for a playerId or adminId in the data), read from the read models once per request.
   */
  names?: { [id: string]: string };
}

/**
 * The type filter that finds corrections: PointsCorrected events (a key entered again with another
 * value), and the corrections saved from the points dialog, whose events (PointsRemoved, PointsEntered,
 * PointsCorrected in several entry streams) share a correctionId and are listed together, as one.
 */
export const CORRECTIONS_TYPE = 'PointsCorrected';

/** Whether an event is one the type filter `type` finds. */
export function matchesLogType(type: string, event: Pick<EventLogEntry, 'type' | 'correctionId'>): boolean {
  return event.type === type || (type === CORRECTIONS_TYPE && event.correctionId !== undefined);
}

export const EVENT_LOG_LIMIT = {
  /** Events per page unless `limit` says. */
  default: 50,
  /** The most `limit` may ask for. */
  max: 500,
  /**
   * With a type filter and no stream, one request examines at most this many events of the log (a
   * bounded scan): a rare type on a long log answers fewer events, with `next` where the scan stopped.
   */
  scan: 10_000,
} as const;

/** The longest stream id the log filter takes (ids are made by the services: `draft-{uuid}`, `unique-email-{address}`). */
export const MAX_STREAM_ID_LENGTH = 300;

/** `?stream=&type=&after=&limit=`, all optional; after and limit are read (with their own messages) by the gateway. */
export const eventLogQuery = {
  type: 'object',
  properties: {
    stream: { type: 'string', minLength: 1, maxLength: MAX_STREAM_ID_LENGTH, description: "Only this stream's events, e.g. draft-{id}." },
    type: { type: 'string', minLength: 1, maxLength: 80, description: 'Only events of this type, e.g. PickMade.' },
    after: { type: 'string', maxLength: 20, description: 'A log position: only events after it (0, the default: from the start). Pass the answer’s next.' },
    limit: { type: 'string', maxLength: 20, description: `Events per page, 1 to ${EVENT_LOG_LIMIT.max} (${EVENT_LOG_LIMIT.default} unless said).` },
  },
} as const;
