import { type OwnRedis, startOwnRedis } from '@starmatch/test-support/own-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/event-bus.js';
import { singleRedis } from '../src/redis-target.js';
import { useMessaging } from './helpers/targets.js';
import { waitFor } from './helpers/wait-for.js';

/** What one publish came to: 'sent', or the name of the error it failed with. */
function publishing(bus: EventBus, channel: string, event: unknown): Promise<string> {
  return bus.publish(channel, event).then(
    () => 'sent',
    (error: unknown) => (error instanceof Error ? error.name : String(error)),
  );
}

// A Redis of the test's own, killed and started again (the machine's shared one is never
// touched). Pub/sub keeps nothing, so what matters is that nobody is left believing they are
// still heard: publishers fail, and subscribers are told when they hear again.
describe('messaging across a Redis restart', () => {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = await startOwnRedis();
  });
  afterAll(async () => {
    await redis?.destroy();
  });
  const open = useMessaging({
    kind: 'redis',
    get redis() {
      return singleRedis(redis.url);
    },
  });

  it('refuses publishes while Redis is away, re-subscribes once it is back, and says so', async () => {
    const gateway = open();
    const api = open({}, gateway.prefix);
    const received: unknown[] = [];
    let resubscribed = 0;
    gateway.bus.onResubscribed(() => {
      resubscribed += 1;
    });
    await gateway.bus.subscribe('user-1', (event) => received.push(event));
    expect(await publishing(api.bus, 'user-1', { n: 1 })).toBe('sent');
    await waitFor('the first event', () => received.length === 1);

    await redis.kill();
    // Refused at once, not queued to be flushed into a channel nobody has re-subscribed to.
    await expect
      .poll(() => publishing(api.bus, 'user-1', { n: 'lost' }))
      .toBe('BusUnavailableError');
    expect(resubscribed).toBe(0);

    await redis.start();
    await waitFor('the subscriptions to come back', () => resubscribed === 1, 15_000);
    // By the time listeners hear of it the channel is live: the first publish that goes out
    // arrives.
    await expect
      .poll(() => publishing(api.bus, 'user-1', { n: 2 }), { timeout: 15_000 })
      .toBe('sent');
    await waitFor('the event after the gap', () => received.length === 2);
    expect(received).toEqual([{ n: 1 }, { n: 2 }]);
    expect(resubscribed).toBe(1);
  });

  it("says a worker process is not ready while its workers' connection is down", async () => {
    const { queue } = open({ 'test.echo': { attempts: 1, backoffMs: 10 } });
    await queue.startWorker({ 'test.echo': async () => 'done' });
    await queue.ping();
    await redis.kill();
    await expect
      .poll(() =>
        queue.ping().then(
          () => 'ready',
          () => 'not ready',
        ),
      )
      .toBe('not ready');
    await redis.start();
    await expect
      .poll(
        () =>
          queue.ping().then(
            () => 'ready',
            () => 'not ready',
          ),
        { timeout: 15_000 },
      )
      .toBe('ready');
    // And it takes jobs again (Redis came back empty: this one is new).
    expect(await queue.enqueueAndWait('test.echo', {}, { timeoutMs: 10_000 })).toBe('done');
  });
});
