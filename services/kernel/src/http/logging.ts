import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import pinoPretty from 'pino-pretty';
import { traceFields } from '../observability/traceContext';
import { PROBE_PATHS } from './probes';

/** LOG_FORMAT=pretty|json; unset, a person at a terminal reads pretty lines and anything else gets JSON. */
export function logFormat(env: NodeJS.ProcessEnv = process.env, stdoutIsTty = Boolean(process.stdout.isTTY)): 'pretty' | 'json' {
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  if (env.LOG_FORMAT) throw new Error(`LOG_FORMAT must be pretty or json, not ${env.LOG_FORMAT}`);
  return stdoutIsTty ? 'pretty' : 'json';
}

/** A named logger; `destination` (tests) takes JSON lines instead of stdout. */
export function createLogger(name: string, env: NodeJS.ProcessEnv = process.env, destination?: pino.DestinationStream): Logger {
  const options = {
    name,
    level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // The active trace's ids on every line (none while tracing is off).
    mixin: traceFields,
  };
  if (destination) return pino(options, destination);
  // JSON lines are written asynchronously, off the request's path (a synchronous write per request
  // was on every pick's); pino flushes what is pending when the process exits.
  if (logFormat(env) === 'json') return pino(options, pino.destination({ dest: 1, sync: false }));
  // Synchronous, so the last lines before an exit are never lost.
  return pino(options, pinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
}

/** A signed URL's signature is a credential (a photo upload URL): it never reaches the log. */
export const loggedUrl = (url: string) => url.replace(/([?&]signature=)[^&]*/gi, '$1[redacted]');

/** The header carrying a request's id: from the client or made here, answered back, and sent on by the gateway's proxy. */
export const REQUEST_ID = 'x-request-id';
/** A client's id is taken only when it is this plain (it lands in every log line of the request). */
const GIVEN_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's id: the client's x-request-id when it is a plain token, else a new UUID. It is set
 * on the request's own headers (so the proxy forwards it and the service logs the same id) and
 * answered in the response's.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID];
  const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID] = id;
  res.setHeader(REQUEST_ID, id);
  return id;
}

/** One log line per request, with its id; health checks are not logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => PROBE_PATHS.includes(req.url ?? '') },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
