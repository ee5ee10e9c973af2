import { Redis, type RedisOptions } from 'ioredis';
import type { MessagingLogger } from './logger.js';
import { runWithRequestId } from './request-context.js';

/** An ioredis connection whose errors are logged: an 'error' event without a listener is noise at best. */
export function createRedisConnection(
  redisUrl: string,
  name: string,
  logger: MessagingLogger,
  options: RedisOptions = {},
): Redis {
  // Made outside any request, even when the first request to need it makes it: its socket's
  // events (and every line they log) must not pass for that request's.
  const connection = runWithRequestId(
    undefined,
    () => new Redis(redisUrl, { connectionName: name, ...options }),
  );
  connection.on('error', (error: Error) => {
    logger.warn({ err: error, connection: name }, 'redis connection error');
  });
  return connection;
}

/** QUIT when the server is reachable (flushes pending replies); otherwise just drop the socket. */
export async function closeRedisConnection(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}

export class RedisConnectionClosedError extends Error {
  override name = 'RedisConnectionClosedError';
  constructor(name: string) {
    super(`Redis connection "${name}" is closed`);
  }
}

/**
 * ioredis 5.8.2+ writes SUBSCRIBE as soon as the socket connects, before its INFO ready check,
 * which then fails in subscriber mode and leaves the connection without its channels
 * (redis/ioredis#2037). Subscriber commands therefore wait for 'ready'.
 */
export function whenReady(connection: Redis, name: string): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  if (connection.status === 'end') return Promise.reject(new RedisConnectionClosedError(name));
  return new Promise((resolve, reject) => {
    const onReady = () => {
      connection.off('end', onEnd);
      resolve();
    };
    const onEnd = () => {
      connection.off('ready', onReady);
      reject(new RedisConnectionClosedError(name));
    };
    connection.once('ready', onReady);
    connection.once('end', onEnd);
  });
}
