import { ALL_EVENT_TYPES, EVENT_LOG_LIMIT } from '@reality-draft/events';
import { BadRequest } from '@reality-draft/kernel';

/** What a read of the event log asks for: one stream or the whole log, one type or all, a page after a position. */
export interface EventLogQuery {
  stream?: string;
  type?: string;
  after: number;
  limit: number;
}

const WHOLE_NUMBER = /^[0-9]{1,15}$/;
const KNOWN_TYPES = new Set<string>(ALL_EVENT_TYPES);

/**
 * `?stream=&type=&after=&limit=` (the route's schema has checked each is one string of bounded
 * length): each refused with a message saying what it must be (docs/architecture.md#input-validation).
 */
export function parseEventLogQuery(query: Record<string, unknown>): EventLogQuery {
  const { stream, type, after, limit } = query as Record<string, string | undefined>;
  if (stream !== undefined && /\s/.test(stream)) throw new BadRequest('stream must be a stream id, such as draft-{id}, without spaces.');
  if (type !== undefined && !KNOWN_TYPES.has(type))
    throw new BadRequest(`type must be an event type of the log, such as PickMade; "${type.slice(0, 80)}" is not one.`);
  return {
    ...(stream !== undefined && { stream }),
    ...(type !== undefined && { type }),
    after: after === undefined ? 0 : position(after),
    limit: limit === undefined ? EVENT_LOG_LIMIT.default : pageSize(limit),
  };
}

function position(after: string): number {
  const value = Number(after);
  if (!WHOLE_NUMBER.test(after) || !Number.isSafeInteger(value))
    throw new BadRequest('after must be a log position: a whole number, 0 or more (the next of the page before).');
  return value;
}

function pageSize(limit: string): number {
  const value = Number(limit);
  if (!WHOLE_NUMBER.test(limit) || value < 1 || value > EVENT_LOG_LIMIT.max)
    throw new BadRequest(`limit must be a whole number from 1 to ${EVENT_LOG_LIMIT.max}.`);
  return value;
}
