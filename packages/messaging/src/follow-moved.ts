import { Cluster } from 'ioredis';
import type { RedisClient } from './redis-connection.js';

/**
 * What ioredis answers, on a cluster, for an auto-pipelined batch it never sent: the slot map
 * changed between grouping the batch's commands by node and sending it.
 */
const BATCH_REGROUPED = 'All keys in the pipeline should belong to the same slots allocation group';

/**
 * Sends `command` and, when a cluster answered MOVED (its slot is served elsewhere now) or
 * ioredis refused it for a slot map that changed under it, reads the slot map again and sends it
 * once more.
 *
 * ioredis follows a MOVED itself for a command sent alone, but not for one that auto-pipelining
 * sent in a batch with others (unless every command of the batch got the same MOVED), and it
 * then keeps its slot map as it was: each later batch with that slot fails the same way, for as
 * long as the process runs. Neither answer means the command ran, so sending it again is safe.
 */
export async function followMoved<T>(
  connection: RedisClient,
  command: () => Promise<T>,
): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (!(connection instanceof Cluster) || !isRedirection(error)) throw error;
    // Concurrent refreshes are one: ioredis queues the callbacks of the one under way.
    await new Promise<void>((resolve) => connection.refreshSlotsCache(() => resolve()));
    return command();
  }
}

function isRedirection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('MOVED ') || error.message === BATCH_REGROUPED;
}
