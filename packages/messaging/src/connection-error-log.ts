import type { MessagingLogger } from './logger.js';

/** One connection's same error is logged at most this often; what it left out is counted. */
export const CONNECTION_ERROR_LOG_INTERVAL_MS = 1_000;

/**
 * The 'error' listener of a Redis connection: each error logged as a warning, but not the same
 * one again within CONNECTION_ERROR_LOG_INTERVAL_MS. While a cluster shard's primary is down,
 * ioredis tries its sharded subscriber again every few milliseconds and reports each failure:
 * 230 lines with their stacks from one process in a 4 s failover, more under a production
 * cluster-node-timeout. The next line logged says how many were left out since the one before
 * (`omitted`).
 */
export function connectionErrorLog(
  logger: MessagingLogger,
  connection: string,
  now: () => number = Date.now,
): (error: Error) => void {
  let last: { message: string; at: number } | undefined;
  let omitted = 0;
  return (error) => {
    const at = now();
    if (last?.message === error.message && at - last.at < CONNECTION_ERROR_LOG_INTERVAL_MS) {
      omitted += 1;
      return;
    }
    logger.warn(
      { err: error, connection, ...(omitted > 0 ? { omitted } : {}) },
      'redis connection error',
    );
    last = { message: error.message, at };
    omitted = 0;
  };
}
