import { describe, expect, it } from 'vitest';
import { useAdminRedis } from './helpers/admin-redis.js';
import { redisTarget, requiredRedisUrl, useMessaging } from './helpers/targets.js';

describe('jobs that hold secrets (BullMQ)', () => {
  const url = requiredRedisUrl();
  const open = useMessaging(redisTarget(url));
  const admin = useAdminRedis(url);

  async function storedPayloads(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const batch of admin.scanStream({ match: `${prefix}:*`, count: 500 })) {
      keys.push(...(batch as string[]));
    }
    const hashes = [];
    for (const key of keys) {
      if ((await admin.type(key)) === 'hash') hashes.push(JSON.stringify(await admin.hgetall(key)));
    }
    return hashes;
  }

  it('leaves no payload in Redis once done, unlike ordinary jobs', async () => {
    const messaging = open({
      secret: { attempts: 1, backoffMs: 10, holdsSecrets: true },
      ordinary: { attempts: 1, backoffMs: 10 },
    });
    await messaging.queue.startWorker({
      secret: async () => 'sent',
      ordinary: async () => 'done',
    });
    expect(await messaging.queue.enqueueAndWait('secret', { code: 'SECRET1' })).toBe('sent');
    expect(await messaging.queue.enqueueAndWait('ordinary', { code: 'PLAIN22' })).toBe('done');
    await expect
      .poll(async () => (await storedPayloads(messaging.prefix)).join())
      .not.toContain('SECRET1');
    expect((await storedPayloads(messaging.prefix)).join()).toContain('PLAIN22');
  });
});
