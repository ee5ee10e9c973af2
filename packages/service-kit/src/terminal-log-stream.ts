import type { DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';

/** Where a process's log lines go: its stdout, which may be a terminal. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

// Fastify's two lines per request: at `info` a terminal would scroll with every favicon fetch.
const REQUEST_MESSAGES = new Set(['incoming request', 'request completed']);
const PINO_WARN = 40;
const SHOWS_REQUESTS = new Set(['debug', 'trace']);

/**
 * On a terminal, log lines a person can read: one line each, the time, level, service and
 * message first, and no line per request unless LOG_LEVEL asks for debug. Anywhere else
 * (services, CI, a pipe into a log collector) undefined, so pino writes its JSON lines
 * unchanged. Writes are synchronous, so a banner written after a log line comes after it.
 */
export function terminalLogStream(
  level: string,
  output: LogOutput = process.stdout,
): DestinationStream | undefined {
  if (output.isTTY !== true) return undefined;
  const pretty = prettyFactory({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
  const showRequests = SHOWS_REQUESTS.has(level);
  return {
    write(line: string) {
      const entry = JSON.parse(line) as { level?: number; msg?: unknown };
      const isRequestLine =
        typeof entry.msg === 'string' &&
        REQUEST_MESSAGES.has(entry.msg) &&
        (entry.level ?? 0) < PINO_WARN;
      if (isRequestLine && !showRequests) return;
      output.write(pretty(entry));
    },
  };
}
