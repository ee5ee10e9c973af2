import { describe, expect, it } from 'vitest';
import { eventBusCases } from './helpers/event-bus-cases.js';
import { startFailoverTraffic } from './helpers/failover-traffic.js';
import { jobQueueRunningCases } from './helpers/job-queue-running-cases.js';
import { TEST_JOB_SETTINGS } from './helpers/job-queue-suite.js';
import { useSentinelTarget } from './helpers/sentinel-target.js';
import { socketRegistryCases } from './helpers/socket-registry-cases.js';
import { uniqueName, useMessaging } from './helpers/targets.js';
import { waitFor } from './helpers/wait-for.js';
import { windowLimiterCases } from './helpers/window-limiter-cases.js';

// The suites every target runs, through three Sentinels to a primary with one replica, and a
// failover (SENTINEL FAILOVER) in the middle of traffic (docs/ARCHITECTURE.md "Redis topologies").
const target = useSentinelTarget();

describe('window limiter (sentinel)', () => windowLimiterCases(target));
describe('socket registry (sentinel)', () => socketRegistryCases(target));
describe('event bus (sentinel)', () => eventBusCases(target));
describe('job queue (sentinel)', () => {
  const open = useMessaging(target);
  jobQueueRunningCases(() => open(TEST_JOB_SETTINGS));
});

describe('a Sentinel failover during traffic', () => {
  const open = useMessaging(target);

  it('moves the bus and the queue to the new primary: events are heard again and jobs run', async () => {
    const messaging = open(TEST_JOB_SETTINGS);
    const channel = uniqueName('chat');
    const heard: unknown[] = [];
    let resubscribed = 0;
    messaging.bus.onResubscribed(() => {
      resubscribed += 1;
    });
    await messaging.bus.subscribe(channel, (event) => heard.push(event));
    await messaging.queue.startWorker({ 'test.echo': async (payload) => payload });
    expect(await messaging.queue.enqueueAndWait('test.echo', { n: 0 })).toEqual({ n: 0 });

    const traffic = await startFailoverTraffic(messaging, [channel]);

    const servers = target.servers();
    const { from, to } = await servers.failover();
    expect(to).not.toBe(from);
    expect(await servers.primaryPort()).toBe(to);
    await waitFor('the bus to re-subscribe on the new primary', () => resubscribed >= 1, 20_000);
    await traffic.publishedAgain(5);
    await traffic.stop();

    // Written to the new primary (a replica refuses writes), run by the worker, answered back.
    expect(await messaging.queue.enqueueAndWait('test.echo', { n: 'after' })).toEqual({
      n: 'after',
    });
    await messaging.bus.publish(channel, { marker: true });
    await waitFor('the marker event', () => heard.some((event) => 'marker' in (event as object)));
    expect(traffic.outcomes.enqueued).toBeGreaterThan(5);
  }, 60_000);
});
