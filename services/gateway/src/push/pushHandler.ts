import type { gatewayRoutes } from '@reality-draft/events';
import { Forbidden, TooManyRequests, type RouteHandler, type TokenResolver } from '@reality-draft/kernel';
import type { Response } from 'express';
import { Heartbeats } from './heartbeats';
import type { PushClient, PushHub } from './pushHub';
import { parseTopics } from './pushTopics';

/** Streams one signed-in person may hold at once (a few tabs and devices). */
export const MAX_STREAMS_PER_PERSON = 8;

function lastEventId(header: string | undefined): number | null {
  const value = Number(header);
  return header && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
};

/** Each message serialised once, however many streams it is written to (the hub shares a notice between streams told the same topics). */
const serialised = new WeakMap<object, string>();
function json(data: object): string {
  let text = serialised.get(data);
  if (text === undefined) serialised.set(data, (text = JSON.stringify(data)));
  return text;
}

function eventStreamWriter(res: Response): PushClient['send'] {
  return (event, data, id) => {
    res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json(data)}\n\n`);
  };
}

/**
 * GET /api/push?topics=...: Server-Sent Events for a signed-in browser (docs/architecture.md#push). Every topic must
 * be one the person may read (403 otherwise: a draft they are not in, an unknown draft or topic).
 * The session is checked again at every heartbeat (every 15 s, one clock for all streams), so a stream
 * ends soon after its session is revoked or expires; a stream that carried nothing since the last
 * heartbeat gets a `: ping` comment. HEAD (which Express routes to this GET handler) answers the same checks and
 * headers at once, with no body: it opens no stream and holds none of the person's stream slots.
 */
export function pushHandler(hub: PushHub, resolveToken: TokenResolver): RouteHandler<(typeof gatewayRoutes)['push']> {
  const streams = new Map<string, number>();
  const heartbeats = new Heartbeats(async (token) => (await resolveToken(token)) !== null);

  return async (req, res) => {
    const topics = parseTopics(req.query.topics);
    const refused = await hub.unreadableTopic(topics, req.principal!);
    if (refused !== null) throw new Forbidden(`You can't follow "${refused}": it is not a topic you may read.`);
    if (req.method === 'HEAD') {
      res.writeHead(200, EVENT_STREAM_HEADERS).end();
      return;
    }
    const person = req.principal!.id;
    if ((streams.get(person) ?? 0) >= MAX_STREAMS_PER_PERSON)
      throw new TooManyRequests(`At most ${MAX_STREAMS_PER_PERSON} live streams per person. Close another tab and try again.`, 5);
    streams.set(person, (streams.get(person) ?? 0) + 1);
    res.writeHead(200, { ...EVENT_STREAM_HEADERS, connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 2000\n\n');
    const token = req.bearerToken!;
    // A ping only on a stream that was quiet since the last beat: a notice keeps it alive as well.
    let quiet = true;
    const ping = () => {
      if (quiet) res.write(': ping\n\n');
      quiet = true;
    };
    const stopBeating = heartbeats.add({ token, ping, end: () => res.end() });
    let disconnect = () => {};
    res.on('close', () => {
      stopBeating();
      disconnect();
      const left = (streams.get(person) ?? 1) - 1;
      if (left > 0) streams.set(person, left);
      else streams.delete(person);
    });
    const write = eventStreamWriter(res);
    const send: PushClient['send'] = (...args) => {
      quiet = false;
      write(...args);
    };
    const client = { topics, person, send, close: () => res.end() };
    const leave = await hub.connect(client, lastEventId(req.get('last-event-id')));
    if (res.closed) leave();
    else disconnect = leave;
  };
}
