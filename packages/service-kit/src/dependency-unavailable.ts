/**
 * Whether an error means the database or Redis cannot be reached or answer just now, rather than
 * that this request is wrong: the API answers those with 503 and a Retry-After
 * (docs/RELIABILITY.md "Waits are bounded"), anything else stays a 500.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    if (isUnavailable(cause as ErrorLike)) return true;
    cause = (cause as ErrorLike).cause;
  }
  return false;
}

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The socket to the server could not be opened, or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: 57P01-57P03 the server is shutting down, crashed or starting; 53300 too
 * many connections; 57014 a statement cancelled, which only our statement_timeout does (a
 * stuck lock or disk: the database is not keeping up). Class 08 is any connection exception.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What pg and ioredis say without a code when the connection is gone or never came. */
const MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectTimeoutMs
  'Connection terminated', // pg: the server went away (also "... unexpectedly", "... due to connection timeout")
  'Client has encountered a connection error',
  'Connection is closed', // ioredis
  'Command timed out', // ioredis commandTimeout
  "Stream isn't writeable", // ioredis with no offline queue
];

function isUnavailable(error: ErrorLike): boolean {
  const { code, name, message } = error;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && MESSAGES.some((text) => message.startsWith(text));
}
