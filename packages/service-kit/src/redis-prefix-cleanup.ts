import { Redis } from 'ioredis';

const GLOB_SPECIALS = /[*?[\]\\]/g;

/**
 * Deletes every key under `<prefix>:` (queues, rate-limit counters, tickets) and returns how
 * many went. For test runs and benchmarks that share one Redis under a prefix of their own:
 * without it each run leaves its keys behind, most of them with no expiry.
 */
export async function deleteKeysUnderPrefix(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // A failure reaches the caller through the command that failed; without a listener ioredis
  // would also print each connection error to stderr.
  redis.on('error', () => undefined);
  await redis.connect();
  let deleted = 0;
  try {
    const match = `${prefix.replace(GLOB_SPECIALS, '\\$&')}:*`;
    for await (const keys of redis.scanStream({ match, count: 500 })) {
      const batch = keys as string[];
      if (batch.length > 0) deleted += await redis.unlink(...batch);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}
