import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';

/**
 * The header of an answer naming the log position its request's writes reached: the gateway keeps
 * it for the client, whose next requests then wait for it at whichever copy serves them.
 */
export const LOG_POSITION = 'x-log-position';

/** The answer of the request being handled, wherever in its handling an event is appended. */
const answering = new AsyncLocalStorage<Response>();

/** Runs the rest of a request's handling with its answer at hand, so that its appends can be noted on it. */
export const tellLogPosition: RequestHandler = (_req, res, next) => answering.run(res, next);

/** An append made while a request is handled: its answer names the highest position the request's appends reached. */
export function noteLogPosition(position: number): void {
  const res = answering.getStore();
  if (!res || res.headersSent || !Number.isSafeInteger(position) || position <= 0) return;
  if (position > Number(res.getHeader(LOG_POSITION) ?? 0)) res.setHeader(LOG_POSITION, String(position));
}
