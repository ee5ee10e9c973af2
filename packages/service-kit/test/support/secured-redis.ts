import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createMessaging } from '@starmatch/messaging/create-messaging';
import type { RedisTarget } from '@starmatch/messaging/redis-target';
import { pino } from 'pino';
import { expect } from 'vitest';
import { z } from 'zod';
import { loggerOptions } from '../../src/logger.js';
import { parseConfig } from '../../src/parse-config.js';
import { createRateLimiter } from '../../src/rate-limiter.js';
import { checkRedisTarget, redisEnv, redisTargetOf } from '../../src/redis-env.js';
import { deleteKeysUnderPrefix } from '../../src/redis-prefix-cleanup.js';

// For the tests of a Redis that asks for a password or TLS: the target as a service's config
// makes it from the environment (NAME_FILE secrets included), what every service does on it,
// and what a service logs when it cannot get in.

const schema = z.object(redisEnv).superRefine(checkRedisTarget).transform(redisTargetOf);

export function redisTargetFromConfig(env: Record<string, string>): RedisTarget {
  const target = parseConfig(schema, env);
  if (!target) throw new Error('no Redis target in this environment');
  return target;
}

const JOBS = { 'test.echo': { attempts: 1, backoffMs: 10 } };
const CHANNELS = 12;

async function waitUntil(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Every connection the services open, on `target`, each doing its work: events on a dozen
 * channels (spread over a cluster's shards), a BullMQ job added and run, a per-account limit
 * over two keys, a socket, the api's rate limits from two copies; then the key cleanup, which
 * connects again on its own.
 */
export async function exerciseRedis(target: RedisTarget): Promise<void> {
  const prefix = `test-${randomUUID()}`;
  const logger = pino({ level: 'silent' });
  const messaging = createMessaging({ redis: target, settings: JOBS, prefix, logger });
  const copies = [1, 2].map(() => createRateLimiter({ redis: target, prefix, logger }));
  try {
    const channels = Array.from({ length: CHANNELS }, (_, index) => `chat-${index}`);
    const heard: unknown[] = [];
    for (const channel of channels) {
      await messaging.bus.subscribe(channel, (event) => heard.push(event));
    }
    for (const [index, channel] of channels.entries()) {
      await messaging.bus.publish(channel, { index });
    }
    await waitUntil('an event on every channel', () => heard.length === CHANNELS);
    // Each shard's subscriber hears its own channels: in order per channel, not across them.
    const indexes = heard.map((event) => (event as { index: number }).index);
    expect(indexes.sort((a, b) => a - b)).toEqual(channels.map((_, index) => index));

    await messaging.queue.startWorker({ 'test.echo': async (payload) => payload });
    expect(await messaging.queue.enqueueAndWait('test.echo', { hello: 'kia ora' })).toEqual({
      hello: 'kia ora',
    });

    const limit = { name: 'likes', max: 1, windowMs: 60_000 };
    const charges = [
      { limit, key: 'account-1' },
      { limit, key: 'address-1' },
    ];
    expect((await messaging.limiter.take(charges)).allowed).toBe(true);
    expect((await messaging.limiter.take(charges)).allowed).toBe(false);

    expect(await messaging.sockets.open('user-1', 'socket-1', 2)).toEqual([]);
    expect(await messaging.sockets.isOnline('user-1')).toBe(true);

    const rule = { name: 'sign-in', points: 2, durationSeconds: 60 };
    const allowed = [];
    for (const copy of [...copies, ...copies]) {
      allowed.push((await copy.consume(rule, 'aroha@example.nz')).allowed);
    }
    expect(allowed).toEqual([true, true, false, false]);
  } finally {
    await messaging.queue.close();
    await messaging.bus.close();
    await messaging.limiter.close();
    await messaging.sockets.close();
    for (const copy of copies) await copy.close();
  }
  expect(await deleteKeysUnderPrefix(target, prefix)).toBeGreaterThan(0);
  expect(await deleteKeysUnderPrefix(target, prefix)).toBe(0);
}

/**
 * What a service logs (through its own logger, redaction and all) while its connections to
 * `target` fail, until a line matches `expected`; and how its readiness check (the bus's PING)
 * ended: it must not have succeeded.
 */
export async function failureLog(
  target: RedisTarget,
  expected: RegExp,
): Promise<{ text: string; ping: unknown }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { stream: _terminal, ...options } = loggerOptions('test', 'info');
  const logger = pino(options, stream);
  const prefix = `test-${randomUUID()}`;
  const messaging = createMessaging({ redis: target, settings: JOBS, prefix, logger });
  const rateLimiter = createRateLimiter({ redis: target, prefix, logger });
  const ping = messaging.bus.ping().then(
    () => 'answered',
    (error: unknown) => error,
  );
  // The connections are made lazily, by their first command.
  const consumed = rateLimiter.consume({ name: 'r', points: 1, durationSeconds: 1 }, 'k');
  consumed.catch(() => undefined);
  const enqueued = messaging.queue.enqueue('test.echo', {});
  enqueued.catch(() => undefined);
  try {
    await waitUntil(`a log line matching ${expected}`, () => expected.test(lines.join('')));
  } finally {
    await messaging.queue.close();
    await messaging.bus.close();
    await messaging.limiter.close();
    await messaging.sockets.close();
    await rateLimiter.close();
  }
  return { text: lines.join(''), ping: await ping };
}
