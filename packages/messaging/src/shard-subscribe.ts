import type { RedisClient } from './redis-connection.js';

/**
 * How long an SSUBSCRIBE may go unanswered before it is sent again. Healthy, Redis answers in a
 * millisecond; a shard whose primary is down answers once its replica has taken over (ioredis
 * retries meanwhile), which sending again does not slow.
 */
export const SSUBSCRIBE_RESEND_MS = 2_000;
const SSUBSCRIBE_ATTEMPTS = 5;

export class ShardSubscribeTimeoutError extends Error {
  override name = 'ShardSubscribeTimeoutError';
  constructor(channel: string, attempts: number) {
    super(`SSUBSCRIBE ${channel} went unanswered ${attempts} times`);
  }
}

/**
 * SSUBSCRIBE, sent again while unanswered. A node that no longer serves the channel's slot (a
 * failover or resharding that ioredis's slot map has not caught up with) answers MOVED, and
 * ioredis then reads the slot map again and subscribes the channel at its new place itself, but
 * never settles the command it sent: the subscription waited for ever, and with it every socket
 * of its person on that gateway. Sent again, the command goes to the new place and is answered.
 */
export async function shardSubscribe(
  subscriber: RedisClient,
  redisChannel: string,
  resendMs = SSUBSCRIBE_RESEND_MS,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const sent = subscriber.ssubscribe(redisChannel);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), resendMs);
    });
    try {
      if ((await Promise.race([sent, late])) !== 'late') return;
    } finally {
      clearTimeout(timer);
    }
    // Left behind: it may still settle, and a rejection must not go unhandled.
    sent.catch(() => undefined);
    if (attempt === SSUBSCRIBE_ATTEMPTS) {
      throw new ShardSubscribeTimeoutError(redisChannel, attempt);
    }
  }
}
