import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { type OwnRedis, startOwnRedis } from '@starmatch/test-support/own-redis';
import { openSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, startTestGateway, type TestGateway } from './support/test-gateway.js';

// A gateway on a Redis of the test's own (the machine's shared Redis is never touched) and the
// run's PostgreSQL. With that Redis stopped, the session_ended event a suspension publishes is
// lost; the gateway's periodic check, which reads only PostgreSQL, closes the socket anyway.

let redis: OwnRedis;
let gateway: TestGateway;
beforeAll(async () => {
  redis = await startOwnRedis();
  gateway = await startTestGateway({
    env: { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: redis.url },
    config: { SOCKET_SESSION_CHECK_MS: '100' },
  });
});
afterAll(async () => {
  await gateway?.close();
  await redis?.destroy();
});

describe('while Redis is down', () => {
  it('closes with 4000 the socket of an account suspended in the database', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const session = await aroha.newSession();
    const socket = openSocket(`${gateway.url}?token=${await session.ticket()}`);
    await socket.next('connected');

    await redis.kill();
    // What a suspension does (resolveReport in moderation.ts), straight in the database: no event can
    // reach the gateway, Redis being gone.
    await gateway.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 7 * 86_400_000) })
      .where('id', '=', aroha.userId)
      .execute();
    await gateway.db.deleteFrom('sessions').where('user_id', '=', aroha.userId).execute();

    expect(await socket.closed).toEqual({
      code: WS_CLOSE_CODES.sessionEnded,
      reason: 'Session ended',
    });
    // Closed by the check, not by an event: Redis is still down.
    await expect(gateway.infrastructure.bus.ping()).rejects.toThrow();

    // Back up, so the gateway closes as it would in any run.
    await redis.start();
    await expect
      .poll(() =>
        gateway.infrastructure.bus.ping().then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('up');
  });
});
