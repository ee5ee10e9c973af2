import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { TOO_MANY_SOCKETS_REASON, WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import {
  LIKES_PER_DAY,
  MESSAGES_PER_MINUTE,
  SOCKETS_PER_USER,
} from '@starmatch/contracts/safety-limits';
import { listMessagesPage } from '@starmatch/db/queries/messages';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson } from '@starmatch/db/testing-people';
import { ACCOUNT_LIMITS } from '@starmatch/domain/account-limits';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { createRedisWindowLimiter } from '@starmatch/messaging/redis-window-limiter';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import type { ServiceProcess } from '@starmatch/test-support/service-process';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  connect,
  matchOf,
  openClient,
  signedInPerson,
  ticketFrom,
} from './support/distributed-stack.js';
import { distributedStackPerFile } from './support/stack-per-file.js';

// The per-account limits hold across two api and two realtime processes that share only
// PostgreSQL and Redis (docs/ARCHITECTURE.md "Per-account limits").
const { stack, apis, gateways } = distributedStackPerFile(2, 2);
const [api1, api2] = apis as [ServiceProcess, ServiceProcess];
const [gateway1, gateway2] = gateways as [ServiceProcess, ServiceProcess];
/** The same windows as the processes count in (same Redis, same prefix), to fill them. */
let limiter: WindowLimiter;

beforeAll(() => {
  limiter = createRedisWindowLimiter({
    redis: singleRedis(process.env.REDIS_URL ?? ''),
    prefix: stack.redisPrefix,
    logger: pino({ level: 'silent' }),
  });
});

// Before the stack stops (hooks after the tests run last-registered first).
afterAll(async () => {
  await limiter?.close();
});

async function fill(limit: keyof typeof ACCOUNT_LIMITS, userId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const taken = await limiter.take([{ limit: ACCOUNT_LIMITS[limit], key: userId }]);
    if (!taken.allowed) throw new Error(`${limit} filled past its limit`);
  }
}

function post(api: ServiceProcess, path: string, token: string, body: unknown) {
  return fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function expectRefused(response: Response, message: string, seconds: number) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message, code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(seconds - 1);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

/** Sends on a socket and waits for its answer: her own new_message echo, or an error frame. */
async function sendOnSocket(client: Client, frame: Record<string, unknown>) {
  const clientMessageId = randomUUID();
  client.send({ ...frame, type: 'send_message', clientMessageId });
  let answer: Record<string, unknown> | undefined;
  await expect
    .poll(() => {
      answer = client.frames.find(
        (each) =>
          each.clientMessageId === clientMessageId ||
          (each.message as { clientMessageId?: string } | undefined)?.clientMessageId ===
            clientMessageId,
      );
      return answer !== undefined;
    })
    .toBe(true);
  return { clientMessageId, answer };
}

describe('per-account limits across processes', () => {
  it('counts REST and socket sends on different processes in one MESSAGES_PER_MINUTE', async () => {
    const aroha = await signedInPerson(stack.database.db, 'Aroha', 'Female');
    const nikau = await signedInPerson(stack.database.db, 'Nikau', 'Male');
    const matchId = await matchOf(stack.database.db, aroha.userId, nikau.userId);
    const onGateway1 = await connect(gateway1, await ticketFrom(api1, aroha.token));
    const onGateway2 = await connect(gateway2, await ticketFrom(api2, aroha.token));
    await fill('messages', aroha.userId, MESSAGES_PER_MINUTE - 3);

    const toNikau = { matchId, otherUserId: nikau.userId };
    const rest = { matchId, receiverId: nikau.userId, messageType: 'text' };
    expect((await sendOnSocket(onGateway1, { ...toNikau, content: 'one' })).answer).toMatchObject({
      type: 'new_message',
    });
    expect(
      (await post(api2, '/api/messages', aroha.token, { ...rest, content: 'two' })).status,
    ).toBe(201);
    expect((await sendOnSocket(onGateway2, { ...toNikau, content: 'three' })).answer).toMatchObject(
      { type: 'new_message' },
    );

    // The minute is full, whichever process is asked.
    await expectRefused(
      await post(api1, '/api/messages', aroha.token, { ...rest, content: 'four' }),
      API_MESSAGES.messagesLimited,
      60,
    );
    const refused = await sendOnSocket(onGateway1, { ...toNikau, content: 'five' });
    expect(refused.answer).toEqual({
      type: 'error',
      message: API_MESSAGES.messagesLimited,
      clientMessageId: refused.clientMessageId,
      retryable: false,
    });
    const stored = await listMessagesPage(stack.database.db, { matchId, limit: 10 });
    expect(stored.map((message) => message.content)).toEqual(['one', 'two', 'three']);
    onGateway1.socket.close();
    onGateway2.socket.close();
  });

  it('counts likes through either api in one LIKES_PER_DAY', async () => {
    const db = stack.database.db;
    const her = await createPerson(db, { gender: 'Female' });
    const [first, second] = [
      await createPerson(db, { gender: 'Male', age: 32 }),
      await createPerson(db, { gender: 'Male', age: 32 }),
    ];
    const { token } = await createSession(db, { userId: her, userAgent: 'vitest' });
    await fill('likes', her, LIKES_PER_DAY - 1);

    const allowed = await post(api1, '/api/matches/like', token, {
      targetUserId: first,
      isLike: true,
    });
    expect(allowed.status).toBe(200);
    await expectRefused(
      await post(api2, '/api/matches/like', token, { targetUserId: second, isLike: true }),
      API_MESSAGES.likesLimited,
      24 * 60 * 60,
    );
    const decisions = await db
      .selectFrom('decisions')
      .select('to_user')
      .where('from_user', '=', her)
      .execute();
    expect(decisions).toEqual([{ to_user: first }]);
  });

  it('closes the oldest socket on one gateway when one more opens on the other', async () => {
    const aroha = await signedInPerson(stack.database.db, 'Aroha', 'Female');
    const nikau = await signedInPerson(stack.database.db, 'Nikau', 'Male');
    const matchId = await matchOf(stack.database.db, aroha.userId, nikau.userId);
    const sockets: Client[] = [];
    for (let i = 0; i < SOCKETS_PER_USER; i += 1) {
      const gateway = i % 2 === 0 ? gateway1 : gateway2;
      sockets.push(await connect(gateway, await ticketFrom(api1, aroha.token)));
    }
    const oldest = sockets[0] as Client;
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      oldest.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const newest = openClient(gateway2, await ticketFrom(api2, aroha.token));
    expect(await closed).toEqual({
      code: WS_CLOSE_CODES.tooManySockets,
      reason: TOO_MANY_SOCKETS_REASON,
    });

    // Published after the eviction on the same channel: every socket still open hears it, so
    // no other was closed.
    const nikauSocket = await connect(gateway1, await ticketFrom(api1, nikau.token));
    await expect.poll(() => newest.frames[0]?.type).toBe('connected');
    nikauSocket.send({ type: 'typing', matchId, otherUserId: aroha.userId, isTyping: true });
    const open = [...sockets.slice(1), newest];
    await expect
      .poll(() => open.filter((client) => client.frames.some((f) => f.type === 'typing')).length)
      .toBe(SOCKETS_PER_USER);
    expect(open.every((client) => client.socket.readyState === client.socket.OPEN)).toBe(true);
    for (const client of [...open, nikauSocket]) client.socket.close();
  });
});
