import { subscribeToAll, type EventStore, type RecordedEvent } from '@reality-draft/kernel';
import { parseEventLogQuery, type EventLogQuery } from './eventLogQuery';
import { eventLogEntry, ofType, readEventLog } from './readEventLog';

/** What `npm run events` is asked: the route's query, and whether to go on with new events. */
export interface EventsRequest {
  query: EventLogQuery;
  follow: boolean;
}

/** Where the lines go: resolves once they are taken (a pipe's back-pressure). */
export type LineWriter = (lines: string[]) => Promise<void>;

const FLAGS = new Set(['--stream', '--type', '--after']);

/**
 * `--stream x --type y --after n --follow`, each checked as the route checks its query (the same
 * messages); null when the arguments are not of that form.
 */
export function parseEventsArgs(args: string[]): EventsRequest | null {
  const raw: Record<string, string> = {};
  let follow = false;
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i].slice(2);
    if (args[i] === '--follow') follow = true;
    else if (FLAGS.has(args[i]) && args[i + 1] !== undefined && raw[name] === undefined) raw[name] = args[(i += 1)];
    else return null;
  }
  return { query: parseEventLogQuery({ ...raw, limit: '500' }), follow };
}

const line = (event: RecordedEvent) => JSON.stringify(eventLogEntry(event));

/** Writes every page after `query.after`; answers the position of the last event written (or `after`). */
async function writeLog(events: EventStore, query: EventLogQuery, write: LineWriter): Promise<number> {
  let last = query.after;
  for (let after: number | null = query.after; after !== null;) {
    const page = await readEventLog(events, { ...query, after });
    await write(page.events.map((entry) => JSON.stringify(entry)));
    last = page.events.at(-1)?.position ?? last;
    after = page.next;
  }
  return last;
}

/**
 * The event log as NDJSON, as GET /api/admin/events answers it (docs/architecture.md#events); with
 * `follow`, each matching event appended after the log's head at the start, until `stopped`
 * resolves (woken by the store's notices, polled each second for other processes' appends). An event
 * the first read already wrote is not written twice.
 */
export async function printEvents(events: EventStore, { query, follow }: EventsRequest, write: LineWriter, stopped: Promise<void>): Promise<void> {
  const head = await events.head();
  const written = await writeLog(events, query, write);
  if (!follow) return;
  const wanted = (event: RecordedEvent) =>
    event.position > written && (query.stream === undefined || event.streamId === query.stream) && ofType(query.type, event);
  const subscription = subscribeToAll(events, Math.max(head, query.after), async (event) => {
    if (wanted(event)) await write([line(event)]);
  });
  await stopped;
  await subscription.stop();
}
