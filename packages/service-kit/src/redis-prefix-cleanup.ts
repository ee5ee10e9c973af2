import type { MessagingLogger } from '@starmatch/messaging/logger';
import { createRedisConnection, type RedisClient } from '@starmatch/messaging/redis-connection';
import type { RedisTarget } from '@starmatch/messaging/redis-target';
import type { Redis } from 'ioredis';

const GLOB_SPECIALS = /[*?[\]\\]/g;

/** A failure reaches the caller through the command that failed; connection noise is dropped. */
const SILENT: MessagingLogger = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
};

/**
 * Deletes every key under `<prefix>:` (queues, rate-limit counters, tickets), and on a cluster
 * also those under the hash-tagged `{<prefix>}:` and `{<prefix>:` (docs/ARCHITECTURE.md
 * "Redis topologies"), and returns how many went. For test runs and benchmarks that share one
 * Redis under a prefix of their own: without it each run leaves its keys behind, most of them
 * with no expiry.
 */
export async function deleteKeysUnderPrefix(target: RedisTarget, prefix: string): Promise<number> {
  const client = createRedisConnection(target, 'starmatch-prefix-cleanup', SILENT, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  await client.connect();
  const escaped = prefix.replace(GLOB_SPECIALS, '\\$&');
  const patterns =
    target.kind === 'cluster'
      ? [`${escaped}:*`, `\\{${escaped}\\}:*`, `\\{${escaped}:*`]
      : [`${escaped}:*`];
  let deleted = 0;
  try {
    for (const node of serversOf(client)) {
      for (const match of patterns) {
        for await (const keys of node.scanStream({ match, count: 500 })) {
          const batch = keys as string[];
          if (batch.length === 0) continue;
          if (target.kind !== 'cluster') deleted += await client.unlink(...batch);
          else {
            // One UNLINK per key: the keys of a batch need not share a slot.
            const counts = await Promise.all(batch.map((key) => client.unlink(key)));
            deleted += counts.reduce((sum, count) => sum + count, 0);
          }
        }
      }
    }
  } finally {
    client.disconnect();
  }
  return deleted;
}

/** SCAN walks one server: a cluster's keys are spread over its primaries. */
function serversOf(client: RedisClient): Redis[] {
  return 'nodes' in client && typeof client.nodes === 'function' && client.isCluster
    ? client.nodes('master')
    : [client as Redis];
}
