import { describe, expect, it } from 'vitest';
import { useAdminRedis } from './helpers/admin-redis.js';
import { redisTarget, requiredRedisUrl, uniqueName, useMessaging } from './helpers/targets.js';
import { sleep, waitFor } from './helpers/wait-for.js';

describe('redis event bus', () => {
  const url = requiredRedisUrl();
  const open = useMessaging(redisTarget(url));
  const admin = useAdminRedis(url);

  async function subscriberCount(redisChannel: string): Promise<number> {
    const [, count] = (await admin.pubsub('NUMSUB', redisChannel)) as [string, number];
    return Number(count);
  }

  /** Polls, so a connection blip from another process on this Redis cannot fail the test. */
  async function expectSubscribers(redisChannel: string, expected: number): Promise<void> {
    let count = await subscriberCount(redisChannel);
    const deadline = Date.now() + 3000;
    while (count !== expected && Date.now() < deadline) {
      await sleep(20);
      count = await subscriberCount(redisChannel);
    }
    expect(count).toBe(expected);
  }

  it('carries events between two buses with their own connections, both ways', async () => {
    const prefix = uniqueName('shared');
    const api = open({}, prefix);
    const gateway = open({}, prefix);
    const channel = uniqueName('user');
    const atGateway: unknown[] = [];
    const atApi: unknown[] = [];
    await gateway.bus.subscribe(channel, (event) => atGateway.push(event));
    await api.bus.subscribe(channel, (event) => atApi.push(event));

    await api.bus.publish(channel, { from: 'api' });
    await gateway.bus.publish(channel, { from: 'gateway' });
    await waitFor('both buses to see both events', () => {
      return atGateway.length === 2 && atApi.length === 2;
    });
    expect(atGateway).toEqual([{ from: 'api' }, { from: 'gateway' }]);
    expect(atApi).toEqual([{ from: 'api' }, { from: 'gateway' }]);
  });

  it('keeps buses with different prefixes apart', async () => {
    const one = open();
    const two = open();
    const channel = uniqueName('user');
    const received: unknown[] = [];
    await two.bus.subscribe(channel, (event) => received.push(event));
    await one.bus.publish(channel, 'other tenant');
    await two.bus.publish(channel, 'own');
    await waitFor('own event', () => received.length === 1);
    await sleep(50);
    expect(received).toEqual(['own']);
  });

  it('holds one Redis subscription per channel and drops it with the last handler', async () => {
    const { bus, prefix } = open();
    const channel = uniqueName('user');
    const redisChannel = `${prefix}:${channel}`;
    await expectSubscribers(redisChannel, 0);
    const unsubscribeA = await bus.subscribe(channel, () => undefined);
    const unsubscribeB = await bus.subscribe(channel, () => undefined);
    await expectSubscribers(redisChannel, 1);
    await unsubscribeA();
    await expectSubscribers(redisChannel, 1);
    await unsubscribeB();
    await expectSubscribers(redisChannel, 0);
  });

  it('logs and drops malformed messages without disturbing later ones', async () => {
    const { bus, prefix, logger } = open();
    const channel = uniqueName('user');
    const received: unknown[] = [];
    await bus.subscribe(channel, (event) => received.push(event));

    const malformed = '{"type": "new_message", ';
    await admin.publish(`${prefix}:${channel}`, malformed);
    await bus.publish(channel, { type: 'typing' });
    await waitFor('the valid event', () => received.length === 1);
    expect(received).toEqual([{ type: 'typing' }]);
    expect(logger.entries).toEqual([
      { level: 'warn', msg: 'dropped malformed event', obj: { channel, length: malformed.length } },
    ]);
  });

  it('resubscribes after its subscriber connection is killed', async () => {
    const { bus, prefix } = open();
    const channel = uniqueName('user');
    const received: unknown[] = [];
    await bus.subscribe(channel, (event) => received.push(event));

    const clients = (await admin.client('LIST')) as string;
    const line = clients.split('\n').find((entry) => entry.includes(`name=${prefix}:bus:sub `));
    const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
    expect(id).toMatch(/^\d+$/);
    expect(await admin.client('KILL', 'ID', id ?? '')).toBe(1);

    // Publishing until one arrives: the reconnect takes an unknown moment.
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) {
      await bus.publish(channel, 'after reconnect');
      await sleep(100);
    }
    expect(received[0]).toBe('after reconnect');
    await expectSubscribers(`${prefix}:${channel}`, 1);
  });
});
