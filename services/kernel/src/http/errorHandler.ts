import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, TooManyRequests } from '../errors';
import { ConcurrencyError } from '../eventStore/eventStore';
import { BodyTooDeep } from './jsonDepth';

/** A refusal lists at most this many problems: a body of thousands of bad items must not get an answer thousands of times its size. */
export const LISTED_ERRORS = 20;

/** The problems a refusal lists: the first LISTED_ERRORS, then one entry saying how many more there were. */
export function listedErrors(details: readonly unknown[]): unknown[] {
  if (details.length <= LISTED_ERRORS) return [...details];
  const more = details.length - LISTED_ERRORS;
  return [...details.slice(0, LISTED_ERRORS), { message: `and ${more.toLocaleString('en-US')} more`, more }];
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Maps every failure to the status codes of docs/architecture.md#http-errors with a `{ message }` body; never leaks internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error); // a streamed reply already under way: let Express end the connection
    return;
  }
  if (error instanceof TooManyRequests) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) {
    res.status(error.status).json(error.details?.length ? { message: error.message, errors: listedErrors(error.details) } : { message: error.message });
    return;
  }
  if (error instanceof ConcurrencyError) {
    res.status(409).json({ message: 'Someone else changed this at the same moment. Please try again.' });
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (error instanceof BodyTooDeep) {
    res.status(400).json({ message: error.message });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  if (parserError.status === 404) {
    res.status(404).json({ message: 'Not found.' });
    return;
  }
  if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: 'The request could not be read.' });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/** The answer for an API path no router serves. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}.` });
};
