import { type Logger, type LoggerOptions, pino } from 'pino';

/** Keys whose values must never reach a log line, at any of the first three levels of nesting. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'sessionToken',
  'ticket',
  'code',
  'authorization',
  'cookie',
  'set-cookie',
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [
  `["${key}"]`,
  `*["${key}"]`,
  `*.*["${key}"]`,
  `*.*.*["${key}"]`,
]);

const SECRET_QUERY_PARAMS = /([?&](?:token|ticket|code)=)[^&#]*/gi;

/** Query strings carry the WebSocket ticket and email links carry codes: strip them before logging a URL. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[Redacted]');
}

interface RequestLike {
  method?: string;
  url?: string;
  id?: string | number;
  ip?: string;
}

export const loggerSerializers = {
  req(req: RequestLike) {
    return { id: req.id, method: req.method, url: redactUrl(req.url ?? ''), ip: req.ip };
  },
};

export function loggerOptions(service: string, level: string): LoggerOptions {
  return {
    name: service,
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: loggerSerializers,
  };
}

export function createLogger(service: string, level = 'info'): Logger {
  return pino(loggerOptions(service, level));
}

export type { Logger };
