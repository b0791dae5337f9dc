import { requireRole } from '@reality-draft/kernel';
import { Router, type Response } from 'express';
import type { PushClient, PushHub } from './pushHub';
import { parseTopics } from './pushTopics';

const HEARTBEAT_MS = 15_000;

function lastEventId(header: string | undefined): number | null {
  const value = Number(header);
  return header && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function eventStreamWriter(res: Response): PushClient['send'] {
  return (event, data, id) => {
    res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
}

/** GET /api/push?topics=...: Server-Sent Events for a signed-in browser (DESIGN §4). */
export function pushRoutes(hub: PushHub): Router {
  const router = Router();
  router.get('/push', requireRole(), async (req, res) => {
    const topics = parseTopics(req.query.topics);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    let disconnect = () => {};
    res.on('close', () => {
      clearInterval(heartbeat);
      disconnect();
    });
    const client = { topics, send: eventStreamWriter(res), close: () => res.end() };
    const leave = await hub.connect(client, lastEventId(req.get('last-event-id')));
    if (res.closed) leave();
    else disconnect = leave;
  });
  return router;
}
