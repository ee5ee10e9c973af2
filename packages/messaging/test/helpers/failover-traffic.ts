import type { Messaging } from '../../src/create-messaging.js';
import { waitFor } from './wait-for.js';

export interface FailoverTraffic {
  outcomes: { published: number; refused: number; enqueued: number; failed: number };
  /** Waits until `count` more events are published than when called (the failover is over). */
  publishedAgain(count: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An event (on the channels in turn) and a `test.echo` job every 20 ms until stopped, counting
 * what Redis took and refused: the traffic the failover tests keep up while a primary changes.
 * Resolves once the first five events are published.
 */
export async function startFailoverTraffic(
  messaging: Messaging,
  channels: readonly string[],
): Promise<FailoverTraffic> {
  let sending = true;
  const outcomes = { published: 0, refused: 0, enqueued: 0, failed: 0 };
  const traffic = (async () => {
    for (let n = 1; sending; n += 1) {
      await messaging.bus.publish(channels[n % channels.length] ?? '', { n }).then(
        () => (outcomes.published += 1),
        () => (outcomes.refused += 1),
      );
      await messaging.queue.enqueue('test.echo', { n }).then(
        () => (outcomes.enqueued += 1),
        () => (outcomes.failed += 1),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await waitFor('traffic before the failover', () => outcomes.published >= 5);
  return {
    outcomes,
    async publishedAgain(count) {
      const before = outcomes.published;
      await waitFor(
        'events published after the failover',
        () => outcomes.published >= before + count,
        20_000,
      );
    },
    async stop() {
      sending = false;
      await traffic;
    },
  };
}
