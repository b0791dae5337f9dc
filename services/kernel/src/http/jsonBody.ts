import express, { type RequestHandler } from 'express';
import { BadRequest } from '../errors';
import { refuseDeepJson } from './jsonDepth';
import { takesRawBody } from './rawBody';

const BODY_LIMIT = '100kb';

export const NOT_JSON = 'The request body must be JSON (Content-Type: application/json).';

/**
 * The body step of /api: a JSON body is parsed; any other body must be empty. Either way the request
 * goes on only once its body has arrived whole. Node hands a request over at its headers: a route
 * that ran then would act on a request whose body the HTTP parser later refuses (a malformed chunk,
 * a connection cut short), and a body it did not read would count as none (`reset-attempts` with no
 * body resets every game). A `rawBody` route reads its own bytes (readRawBody), whatever their type.
 */
export function jsonBody(): RequestHandler {
  // Nesting is checked on the raw bytes first: JSON.parse and every later walk recurse per level.
  const json = express.json({ limit: BODY_LIMIT, verify: refuseDeepJson() });
  const other = express.raw({ type: () => true, limit: BODY_LIMIT });
  return (req, res, next) => {
    if (takesRawBody(req)) return next();
    json(req, res, (error?: unknown) => {
      if (error || req.body !== undefined) return next(error);
      other(req, res, (otherError?: unknown) => {
        if (otherError) return next(otherError);
        const bytes = req.body as Buffer | undefined; // undefined: no body at all
        req.body = undefined;
        next(bytes?.length ? new BadRequest(NOT_JSON) : undefined);
      });
    });
  };
}
