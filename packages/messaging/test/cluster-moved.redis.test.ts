import { describe, expect, it } from 'vitest';
import { useClusterTarget } from './helpers/cluster-target.js';
import { uniqueName, useMessaging } from './helpers/targets.js';
import { waitFor } from './helpers/wait-for.js';

// A slot that another primary now serves (resharding, or a failover seen through a slot map
// read half-way) is answered MOVED at its old place. ioredis follows a MOVED for one command,
// but not in an auto-pipelined batch that holds other commands too, and then leaves its slot
// map as it was: every later batch with that slot failed the same way, for good (in 3 of 17
// runs of a primary killed under a bus's traffic, its publishes to the killed primary's shard
// failed from then on). The bus's publisher and, on a cluster, the socket registry batch.
const target = useClusterTarget();
const COUNT = 12;

describe('commands sent together for a slot that has moved', () => {
  const open = useMessaging(target);

  it('reach its new primary: events on many channels at once, and many users’ sockets', async () => {
    const messaging = open();
    const channels = Array.from({ length: COUNT }, () => uniqueName('moved'));
    const users = Array.from({ length: COUNT }, () => uniqueName('user'));
    const heard = new Map<string, number[]>(channels.map((channel) => [channel, []]));
    for (const channel of channels) {
      await messaging.bus.subscribe(channel, (event) =>
        heard.get(channel)?.push((event as { n: number }).n),
      );
    }
    let resubscribed = 0;
    messaging.bus.onResubscribed(() => {
      resubscribed += 1;
    });
    // Both connections have read the slot map, as in a process that has been running.
    await Promise.all(channels.map((channel) => messaging.bus.publish(channel, { n: 1 })));
    // Not the first user: the slot of their sets moves, and a slot moves here without its keys.
    await Promise.all(users.slice(1).map((user) => messaging.sockets.open(user, 's1', 3)));
    await waitFor('every channel heard once', () =>
      [...heard.values()].every((events) => events.length === 1),
    );

    // The names as the bus and the registry give them to Redis.
    await target.servers().moveSlot(`${messaging.prefix}:${channels[0]}`);
    await target.servers().moveSlot(`{${messaging.prefix}:user:${users[0]}}:online`);
    // Redis ends the subscriptions of a slot that leaves its node; the bus subscribes again.
    await waitFor('the bus to say it re-subscribed', () => resubscribed >= 1, 20_000);

    const published = await Promise.allSettled(
      channels.map((channel) => messaging.bus.publish(channel, { n: 2 })),
    );
    expect(published.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await waitFor('every channel heard again', () =>
      [...heard.values()].every((events) => events.length === 2),
    );
    expect([...heard.values()]).toEqual(channels.map(() => [1, 2]));

    const opened = await Promise.allSettled(
      users.map((user) => messaging.sockets.open(user, 's2', 3)),
    );
    expect(opened).toEqual(users.map(() => ({ status: 'fulfilled', value: [] })));
    const online = await Promise.allSettled(users.map((user) => messaging.sockets.isOnline(user)));
    expect(online).toEqual(users.map(() => ({ status: 'fulfilled', value: true })));
    await expect(
      messaging.sockets.renew(
        users.map((userId) => ({ userId, socketId: 's2' })),
        60_000,
      ),
    ).resolves.toBeUndefined();
  }, 60_000);

  it('subscribe to a channel whose slot has just moved: answered, and its events heard', async () => {
    const messaging = open();
    // Two channels of one slot (their hash tag): the first has the subscriber read the slot map.
    const tag = uniqueName('tag');
    await messaging.bus.subscribe(`{${tag}}:first`, () => undefined);
    await target.servers().moveSlot(`${messaging.prefix}:{${tag}}:first`);
    const heard: unknown[] = [];
    const subscribed = await Promise.race([
      messaging.bus
        .subscribe(`{${tag}}:second`, (event) => heard.push(event))
        .then(
          () => 'subscribed',
          (error: Error) => error.message,
        ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
    ]);
    expect(subscribed).toBe('subscribed');
    await messaging.bus.publish(`{${tag}}:second`, { n: 1 });
    await waitFor('the event on the channel', () => heard.length === 1);
    expect(heard).toEqual([{ n: 1 }]);
  }, 60_000);
});
