import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import pinoPretty from 'pino-pretty';

/** LOG_FORMAT=pretty|json; unset, a person at a terminal reads pretty lines and anything else gets JSON. */
export function logFormat(env: NodeJS.ProcessEnv = process.env, stdoutIsTty = Boolean(process.stdout.isTTY)): 'pretty' | 'json' {
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  if (env.LOG_FORMAT) throw new Error(`LOG_FORMAT must be pretty or json, not ${env.LOG_FORMAT}`);
  return stdoutIsTty ? 'pretty' : 'json';
}

export function createLogger(name: string, env: NodeJS.ProcessEnv = process.env): Logger {
  const options = {
    name,
    level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (logFormat(env) === 'json') return pino(options);
  // Synchronous, so the last lines before an exit are never lost.
  return pino(options, pinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
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
