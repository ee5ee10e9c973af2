import { randomUUID } from 'node:crypto';
import { type OwnRedis, startOwnRedis } from '@starmatch/test-support/own-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
  type TestPerson,
} from './support/test-gateway.js';

// A gateway on a Redis of the test's own, killed and started again (the machine's shared Redis
// is never touched). Pub/sub keeps nothing: whatever was published while the gateway was not
// subscribed is gone, so its sockets are told to catch up.
let redis: OwnRedis;
let gateway: TestGateway;
beforeAll(async () => {
  redis = await startOwnRedis();
  gateway = await startTestGateway({
    env: { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: redis.url },
  });
});
afterAll(async () => {
  await gateway?.close();
  await redis?.destroy();
});

const connect = (person: TestPerson) => gateway.connect(person);

describe('after Redis restarts', () => {
  it('tells every socket to resync once it hears its channels again, and delivers live', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const nikau = await createPerson(gateway.db, 'Male');
    const matchId = await createMatch(gateway.db, aroha.userId, nikau.userId);
    const [arohaSocket, nikauSocket] = await Promise.all([connect(aroha), connect(nikau)]);
    const send = (content: string, clientMessageId = randomUUID()) => ({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content,
      clientMessageId,
    });

    await redis.kill();
    // The per-account limits live in Redis: a send meanwhile is answered, and worth retrying.
    const meanwhile = send('While Redis was away');
    arohaSocket.send(meanwhile);
    expect(await arohaSocket.next('error', 10_000)).toEqual({
      type: 'error',
      message: 'Failed to send message',
      clientMessageId: meanwhile.clientMessageId,
      retryable: true,
    });

    await redis.start();
    expect(await arohaSocket.next('resync', 15_000)).toEqual({ type: 'resync' });
    expect(await nikauSocket.next('resync', 15_000)).toEqual({ type: 'resync' });
    // Both sockets stayed open, and their channels are live again. The client retries until
    // answered, as the SPA does (the limiter's own connection may come back a moment later).
    await expect
      .poll(() =>
        gateway.infrastructure.bus.ping().then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('up');
    let answer: Record<string, unknown>;
    for (;;) {
      arohaSocket.send(meanwhile);
      answer = await arohaSocket.next(['new_message', 'error'], 10_000);
      if (answer.type !== 'error' || answer.retryable !== true) break;
      await new Promise((resolve) => setTimeout(resolve, 200)); // the client's backoff
    }
    expect(answer.message).toMatchObject({ clientMessageId: meanwhile.clientMessageId });
    expect((await nikauSocket.next('new_message', 10_000)).message).toMatchObject({
      content: meanwhile.content,
      clientMessageId: meanwhile.clientMessageId,
    });
    expect(nikauSocket.frames.filter((frame) => frame.type === 'new_message')).toHaveLength(1);
  });
});
