import { currentRequestId } from '@starmatch/messaging/request-context';
import { traceHooks } from '@starmatch/messaging/trace-hooks';
import {
  type DestinationStream,
  type Logger,
  type LoggerOptions,
  pino,
  type SerializerFn,
} from 'pino';
import { REDACTED_LEVELS, redactKeys, redactSecrets } from './redact-secrets.js';
import { terminalLogStream } from './terminal-log-stream.js';

/**
 * A URL as it is logged: the path alone. Query strings carry the WebSocket ticket, reset and
 * cancel tokens, codes and `?email=`; naming the secret parameters missed the addresses, so
 * no parameter is logged (the proxy's access log leaves them out the same way, infra/nginx.conf).
 */
export function redactUrl(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

interface RequestLike {
  method?: string;
  url?: string;
  id?: string | number;
  ip?: string;
}

/**
 * What a request, a reply and an error look like in a log line. A request is never logged
 * whole: its headers carry the session token and cookies. The reply is Fastify's own form.
 */
const serializers: Record<string, SerializerFn> = {
  req: (req: RequestLike) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.url ?? ''),
    ip: req.ip,
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  err: pino.stdSerializers.err,
};

// A serialized value sits at level 2, so its keys are redacted down to level 4 like any other.
const redactingSerializers: Record<string, SerializerFn> = Object.fromEntries(
  Object.entries(serializers).map(([key, serialize]) => [
    key,
    (value: unknown) => redactSecrets(serialize(value), REDACTED_LEVELS - 1),
  ]),
);
const isSerialized = (key: string) => Object.hasOwn(serializers, key);

/**
 * Secrets (redact-secrets.ts) are censored at any of the first four levels of what a log call
 * is given, and of what the serializers make of a request, reply or error. This replaces pino's
 * `redact`, whose wildcard paths cloned and walked every logged value, and every per-request
 * child logger's bindings, on every call: 25% of the API's CPU per request at `info` (issue
 * 19). Here a line whose keys hold no secret costs one lookup per key and no copy. Child
 * loggers' own bindings are not walked (pino applies no formatter to them): the only child in
 * the services is Fastify's per-request one, which binds the request id. `stream` is there on a
 * terminal only (terminal-log-stream.ts), in the shape Fastify's `logger` option takes;
 * elsewhere pino writes its JSON lines to stdout.
 */
export function loggerOptions(
  service: string,
  level: string,
): LoggerOptions & { stream?: DestinationStream } {
  const stream = terminalLogStream(level);
  return {
    name: service,
    level,
    serializers: redactingSerializers,
    formatters: {
      log: (object) => redactKeys(object, REDACTED_LEVELS, isSerialized),
    },
    ...(stream ? { stream } : {}),
    // Chosen once: tracing starts before any logger is made (docs/ARCHITECTURE.md "Tracing").
    mixin: traceHooks() === undefined ? requestIdOfLine : requestAndTraceOfLine,
    // The default strategy copies every line's object into the mixin's; here a line outside any
    // request (or from a request's own logger) is passed on as it was given, with no copy.
    mixinMergeStrategy: (object, mixed) => (mixed === NOTHING ? object : { ...mixed, ...object }),
  };
}

/** Marks Fastify's per-request child logger, which carries the request id as a binding. */
export const BINDS_REQUEST_ID = Symbol('binds the request id');

const NOTHING = {};

/**
 * Every line logged during a request, a job or an event's delivery carries its `requestId`
 * (docs/ARCHITECTURE.md "One request id"), whichever logger wrote it: the domain's, the
 * queue's, the worker's. Fastify's per-request logger has it bound already.
 */
function requestIdOfLine(_object: object, _level: number, logger: Logger): object {
  if ((logger as Logger & { [BINDS_REQUEST_ID]?: true })[BINDS_REQUEST_ID]) return NOTHING;
  const requestId = currentRequestId();
  return requestId === undefined ? NOTHING : { requestId };
}

/** With tracing on, every line written inside a span names it too (`trace_id`, `span_id`). */
function requestAndTraceOfLine(object: object, level: number, logger: Logger): object {
  const request = requestIdOfLine(object, level, logger);
  const trace = traceHooks()?.logFields();
  if (trace === undefined) return request;
  return request === NOTHING ? trace : { ...request, ...trace };
}

export function createLogger(service: string, level = 'info'): Logger {
  const { stream, ...options } = loggerOptions(service, level);
  return stream ? pino(options, stream) : pino(options);
}

export type { Logger };
