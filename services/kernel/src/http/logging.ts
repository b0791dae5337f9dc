import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';

export function createLogger(name: string): Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}

/** A signed URL's signature is a credential (a photo upload URL): it never reaches the log. */
export const loggedUrl = (url: string) => url.replace(/([?&]signature=)[^&]*/gi, '$1[redacted]');

/** One log line per request; health checks are not logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
