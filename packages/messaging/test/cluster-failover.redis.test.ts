import { describe, expect, it } from 'vitest';
import { useClusterTarget } from './helpers/cluster-target.js';
import { startFailoverTraffic } from './helpers/failover-traffic.js';
import { TEST_JOB_SETTINGS } from './helpers/job-queue-suite.js';
import { uniqueName, useMessaging } from './helpers/targets.js';
import { waitFor } from './helpers/wait-for.js';

// Every shard of a Redis Cluster fails over (CLUSTER FAILOVER on each replica) in the middle of
// events and jobs: the bus, the queue, the limiter and the socket registry carry on with the
// new primaries (docs/ARCHITECTURE.md "Redis topologies").
const target = useClusterTarget();

describe('a Redis Cluster failover during traffic', () => {
  const open = useMessaging(target);

  it('moves every connection to the new primaries: events are heard again and jobs run', async () => {
    const messaging = open(TEST_JOB_SETTINGS);
    // Several channels, so that some live on every shard.
    const channels = Array.from({ length: 12 }, () => uniqueName('chat'));
    const heard = new Map<string, unknown[]>(channels.map((channel) => [channel, []]));
    for (const channel of channels) {
      await messaging.bus.subscribe(channel, (event) => heard.get(channel)?.push(event));
    }
    await messaging.queue.startWorker({ 'test.echo': async (payload) => payload });
    expect(await messaging.queue.enqueueAndWait('test.echo', { n: 0 })).toEqual({ n: 0 });
    let resubscribed = 0;
    messaging.bus.onResubscribed(() => {
      resubscribed += 1;
    });

    const traffic = await startFailoverTraffic(messaging, channels);
    expect(resubscribed).toBe(0);
    await target.servers().failoverAll();
    // So the gateways make their clients fetch what was published meanwhile.
    await waitFor('the bus to say it re-subscribed', () => resubscribed >= 1, 20_000);
    await traffic.publishedAgain(5);
    await traffic.stop();

    expect(await messaging.queue.enqueueAndWait('test.echo', { n: 'after' })).toEqual({
      n: 'after',
    });
    for (const channel of channels) await messaging.bus.publish(channel, { marker: true });
    await waitFor(
      'the marker on every channel',
      () =>
        [...heard.values()].every((events) =>
          events.some((event) => 'marker' in (event as object)),
        ),
      20_000,
    );
    const user = uniqueName('user');
    expect(await messaging.sockets.open(user, 's1', 3)).toEqual([]);
    expect(await messaging.sockets.isOnline(user)).toBe(true);
    const take = await messaging.limiter.take([
      { limit: { name: 'per-minute', max: 1, windowMs: 60_000 }, key: user },
    ]);
    expect(take.allowed).toBe(true);
    expect(traffic.outcomes.enqueued).toBeGreaterThan(5);
  }, 90_000);
});
