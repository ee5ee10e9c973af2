import { describe, expect, it } from 'vitest';
import { useClusterTarget } from './helpers/cluster-target.js';
import { uniqueName, useMessaging } from './helpers/targets.js';
import { sleep, waitFor } from './helpers/wait-for.js';

// A cluster primary killed (SIGKILL): no manual failover, its replica takes over once the other
// nodes have marked it failed (about 4 s here). Until then ioredis tries the dead node again
// every few milliseconds and says 'subscribersReady' after each try: the bus told its
// `onResubscribed` listeners after each one (a gateway sent every client a resync each time,
// and each fetched its chat each time), and re-subscribed every channel each time, which grew
// ioredis's own channel list by the whole list each time (gap-restore.ts).
const target = useClusterTarget();
const CHANNELS = 30;

describe('a Redis Cluster primary killed', () => {
  const open = useMessaging(target);

  it('is one gap to the bus: every channel heard again, and its listeners told once', async () => {
    const messaging = open();
    const channels = Array.from({ length: CHANNELS }, () => uniqueName('kill'));
    const heard = new Map<string, number>();
    for (const channel of channels) {
      await messaging.bus.subscribe(channel, (event) =>
        heard.set(channel, (event as { n: number }).n),
      );
    }
    let resubscribed = 0;
    messaging.bus.onResubscribed(() => {
      resubscribed += 1;
    });
    let round = 0;
    /** Publishes on every channel (again, while any is refused or unheard) until all are heard. */
    const heardRound = async (what: string) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        round += 1;
        const n = round;
        // Refused while the shard is down; the next round tries again.
        await Promise.allSettled(channels.map((channel) => messaging.bus.publish(channel, { n })));
        const roundEnds = Date.now() + 200;
        while (Date.now() < roundEnds) {
          if (channels.every((channel) => heard.get(channel) === n)) return;
          await sleep(10);
        }
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      }
    };
    await heardRound('every channel heard before the kill');

    const killed = await target.servers().killPrimary();
    expect(killed.promoted).not.toBe(killed.port);
    await waitFor('the bus to say it re-subscribed', () => resubscribed >= 1, 20_000);
    await heardRound('every channel heard after the failover');
    // Traffic for a while longer: the reports of the gap have long ended.
    for (let again = 0; again < 10; again += 1) await heardRound('every channel heard again');
    expect(resubscribed).toBe(1);
  }, 90_000);
});
