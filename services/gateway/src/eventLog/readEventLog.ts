import { CHAT_TEXT_IN_LOG, correctionIdOf, EVENT_LOG_LIMIT, matchesLogType, type EventLogEntry, type EventLogPage } from '@reality-draft/events';
import type { EventStore, RecordedEvent } from '@reality-draft/kernel';
import type { EventLogQuery } from './eventLogQuery';

/** Events read from the log at a time while a type filter scans it: twice the page first, doubling up to SCAN_PAGE. */
const SCAN_PAGE = 1_000;

/** A chat message's text is its league's, not the operators' (docs/chat.md#log). */
const operatorsView = (event: RecordedEvent): unknown =>
  event.type === 'ChatMessagePosted' ? { ...(event.data as Record<string, unknown>), text: CHAT_TEXT_IN_LOG } : event.data;

/** An event as the log shows it to operators: no metadata (trace context, request ids) but the correction it is part of; no league's chat text. */
export function eventLogEntry(event: RecordedEvent): EventLogEntry {
  const correctionId = correctionIdOf(event.metadata);
  return {
    position: event.position,
    streamId: event.streamId,
    version: event.version,
    type: event.type,
    at: event.recordedAt,
    data: operatorsView(event),
    ...(correctionId && { correctionId }),
  };
}

/** Whether the type filter `type` (none: every event) finds the event. */
export const ofType = (type: string | undefined, event: RecordedEvent) =>
  type === undefined || matchesLogType(type, { type: event.type, correctionId: correctionIdOf(event.metadata) });

const sameCorrection = (a: RecordedEvent, b: RecordedEvent) =>
  correctionIdOf(a.metadata) !== undefined && correctionIdOf(a.metadata) === correctionIdOf(b.metadata);

/**
 * One page of the event log (docs/architecture.md#events), oldest first: one stream read through its
 * index (EventStore.readStream), the whole log a page at a time (readAll), and a type alone by a scan
 * of the log bounded at EVENT_LOG_LIMIT.scan events per request.
 */
export function readEventLog(events: EventStore, query: EventLogQuery): Promise<EventLogPage> {
  if (query.stream !== undefined) return readOneStream(events, query.stream, query);
  if (query.type !== undefined) return scanForType(events, query.type, query);
  return readWholeLog(events, query);
}

function pageOf(matching: RecordedEvent[], limit: number): EventLogPage {
  const page = matching.slice(0, limit);
  return { events: page.map(eventLogEntry), next: matching.length > limit ? page.at(-1)!.position : null };
}

/** A stream is read whole (streams are one draft, one account, one mini-game: hundreds of events at most). */
async function readOneStream(events: EventStore, streamId: string, { type, after, limit }: EventLogQuery): Promise<EventLogPage> {
  const { events: stream } = await events.readStream(streamId);
  const matching = stream.filter((event) => event.position > after && ofType(type, event));
  return pageOf(
    matching.sort((a, b) => a.position - b.position),
    limit,
  );
}

async function readWholeLog(events: EventStore, { after, limit }: EventLogQuery): Promise<EventLogPage> {
  return pageOf(await events.readAll(after, limit + 1), limit);
}

/**
 * Reads the log after `after` in pages until `limit` events of `type` are found, the log ends, or
 * EVENT_LOG_LIMIT.scan events were examined; then `next` is where the scan stopped, so the following
 * request goes on from there. A correction's events stay on one page (a page may pass `limit` for them).
 */
async function scanForType(events: EventStore, type: string, { after, limit }: EventLogQuery): Promise<EventLogPage> {
  const found: RecordedEvent[] = [];
  let from = after;
  let read = Math.min(2 * limit, SCAN_PAGE);
  for (let scanned = 0; scanned < EVENT_LOG_LIMIT.scan; read = Math.min(2 * read, SCAN_PAGE)) {
    const wanted = Math.min(read, EVENT_LOG_LIMIT.scan - scanned);
    const page = await events.readAll(from, wanted);
    for (const event of page) {
      if (!ofType(type, event)) continue;
      if (found.length >= limit && !sameCorrection(found.at(-1)!, event)) return pageOf([...found, event], found.length);
      found.push(event);
    }
    if (page.length < wanted) return { events: found.map(eventLogEntry), next: null };
    scanned += page.length;
    from = page.at(-1)!.position;
  }
  return { events: found.map(eventLogEntry), next: from };
}
