import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { ClientFrame } from '@starmatch/contracts/realtime';
import { MESSAGES_PER_MINUTE } from '@starmatch/contracts/safety-limits';
import { ACCOUNT_LIMITS } from '@starmatch/domain/account-limits';
import { createDomainContext } from '@starmatch/domain/context';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import type { KyselyPlugin } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createFrameContext } from '../src/frames/frame-context.js';
import { handleClientFrame } from '../src/frames/frame-handlers.js';
import type { Connection } from '../src/user-connections.js';
import { holdDatabase } from './support/hold-database.js';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
} from './support/test-gateway.js';

// Whatever fails or stalls, every send_message is answered exactly once: by its echo, or by an
// error frame naming it and saying whether it is worth sending again.

const ANSWER_DEADLINE_MS = 1_500;
let gateway: TestGateway;
/** A second gateway on the same database and bus, with a short deadline for a send's answer. */
let impatient: TestGateway;
beforeAll(async () => {
  // Its frames wait behind a 2 s stall on purpose: a deadline past that, so they are answered
  // by their echoes.
  gateway = await startTestGateway({ answerDeadlineMs: 10_000 });
  impatient = await startTestGateway({
    infrastructure: gateway.infrastructure,
    answerDeadlineMs: ANSWER_DEADLINE_MS,
  });
});
afterAll(async () => {
  await impatient?.close();
  await gateway?.close();
});

async function couple(on: TestGateway) {
  const aroha = await createPerson(on.db, 'Female');
  const nikau = await createPerson(on.db, 'Male');
  return { aroha, nikau, matchId: await createMatch(on.db, aroha.userId, nikau.userId) };
}

async function connect(on: TestGateway, person: Awaited<ReturnType<typeof createPerson>>) {
  const session = await person.newSession();
  const socket = openSocket(`${on.url}?token=${await session.ticket()}`);
  await socket.next('connected');
  return socket;
}

function storedContents(on: TestGateway, matchId: string) {
  return on.db
    .selectFrom('messages')
    .select('content')
    .where('match_id', '=', matchId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.content));
}

function framesOf(socket: TestSocket, type: string) {
  return socket.frames.filter((frame) => frame.type === type);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('frames that waited behind a stall', () => {
  it('are judged by the per-socket limit as of their arrival, and all stored in order', async () => {
    const { aroha, nikau, matchId } = await couple(gateway);
    const socket = await connect(gateway, aroha);
    const send = (content: string) =>
      socket.send({
        type: 'send_message',
        matchId,
        otherUserId: nikau.userId,
        content,
        clientMessageId: randomUUID(),
      });
    const sent = Array.from({ length: 40 }, (_, index) => `message ${index}`);
    const hold = await holdDatabase(gateway.db);
    // 20 frames, the most a socket may send in 2 s; then, once those 2 s are over, 20 more. All
    // of them wait for the database, and are handled together when it comes back.
    for (const content of sent.slice(0, 20)) send(content);
    await sleep(2_100);
    for (const content of sent.slice(20)) send(content);
    await hold.release();

    await expect.poll(() => framesOf(socket, 'new_message').length, { timeout: 20_000 }).toBe(40);
    expect(framesOf(socket, 'error')).toEqual([]);
    expect(await storedContents(gateway, matchId)).toEqual(sent);
  });
});

describe('a send that hangs', () => {
  it('is answered as failed and retryable at its deadline, is not stored if it had not reached its insert, and a retry stores it once, in order', async () => {
    const { aroha, nikau, matchId } = await couple(impatient);
    const socket = await connect(impatient, aroha);
    const frame = (content: string, clientMessageId: string) => ({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content,
      clientMessageId,
    });
    const first = frame('First', randomUUID());
    const second = frame('Second', randomUUID());
    const hold = await holdDatabase(impatient.db);
    socket.send(first);
    socket.send(second);
    const failed = (sent: { clientMessageId: string }) => ({
      type: 'error',
      message: 'Failed to send message',
      clientMessageId: sent.clientMessageId,
      retryable: true,
    });
    expect(await socket.next('error', 10_000)).toEqual(failed(first));
    expect(await socket.next('error', 10_000)).toEqual(failed(second));

    await hold.release();
    // The first was still waiting for the database at its deadline, short of its insert, and the
    // second had not started: neither is ever stored, so the error told the truth. (A send whose
    // insert was under way may still commit; its retry is then answered with the stored message.)
    // The client sends both again, in order, with the same ids: each is stored once. The first
    // retry runs after the first try has ended (a socket's frames go one at a time).
    socket.send(first);
    expect((await socket.next('new_message')).message).toMatchObject({
      content: 'First',
      clientMessageId: first.clientMessageId,
    });
    expect(await storedContents(impatient, matchId)).toEqual(['First']);
    socket.send(second);
    expect((await socket.next('new_message')).message).toMatchObject({ content: 'Second' });
    expect(await storedContents(impatient, matchId)).toEqual(['First', 'Second']);
    expect(framesOf(socket, 'error')).toHaveLength(2);
  });
});

describe('the send_message handler', () => {
  const silent = pino({ level: 'silent' });
  /** Makes every query of the handler's database fail, as when the server is gone. */
  const databaseDown = { on: false };
  const failingQueries: KyselyPlugin = {
    transformQuery(args) {
      if (databaseDown.on) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };

  function handlersWith(limiter: WindowLimiter = gateway.infrastructure.limiter) {
    const context = createFrameContext({
      domain: createDomainContext({
        db: gateway.db.withPlugin(failingQueries),
        bus: gateway.infrastructure.bus,
        queue: gateway.infrastructure.queue,
        limiter,
        log: silent,
      }),
      bus: gateway.infrastructure.bus,
      logger: silent,
    });
    return {
      handle: (connection: Connection, frame: ClientFrame, receivedAt: number) =>
        handleClientFrame(context, connection, frame, receivedAt),
    };
  }

  async function sender() {
    const { aroha, nikau, matchId } = await couple(gateway);
    const connection: Connection = {
      id: randomUUID(),
      socket: {} as WebSocket,
      userId: aroha.userId,
      sessionId: 'session',
    };
    const send = (content: string, clientMessageId = randomUUID()) =>
      ({
        type: 'send_message',
        matchId,
        otherUserId: nikau.userId,
        content,
        clientMessageId,
      }) satisfies ClientFrame;
    return { connection, send, matchId, nikau };
  }

  it('answers a database failure as retryable, and the retry is stored once', async () => {
    const handlers = handlersWith();
    const { connection, send, matchId, nikau } = await sender();
    const frame = send('While the database was down');
    databaseDown.on = true;
    try {
      expect(await handlers.handle(connection, frame, Date.now())).toEqual({
        type: 'error',
        message: 'Failed to send message',
        clientMessageId: frame.clientMessageId,
        retryable: true,
      });
      // Typing is a hint of the moment: it fails quietly.
      const typing = { type: 'typing', matchId, otherUserId: nikau.userId, isTyping: true };
      expect(await handlers.handle(connection, typing as ClientFrame, Date.now())).toBeNull();
    } finally {
      databaseDown.on = false;
    }
    expect(await storedContents(gateway, matchId)).toEqual([]);

    // Sent: the sender's channel carries the echo, so the handler itself answers nothing.
    expect(await handlers.handle(connection, frame, Date.now())).toBeNull();
    const again = await handlers.handle(connection, frame, Date.now());
    expect(again).toMatchObject({ type: 'new_message', message: { content: frame.content } });
    expect(await storedContents(gateway, matchId)).toEqual([frame.content]);
  });

  it('answers a failing limiter (Redis gone) as retryable', async () => {
    const redisDown: WindowLimiter = {
      take: () => Promise.reject(new Error('Connection is closed.')),
      close: async () => undefined,
    };
    const { connection, send, matchId } = await sender();
    const frame = send('While Redis was down');
    expect(await handlersWith(redisDown).handle(connection, frame, Date.now())).toEqual({
      type: 'error',
      message: 'Failed to send message',
      clientMessageId: frame.clientMessageId,
      retryable: true,
    });
    expect(await storedContents(gateway, matchId)).toEqual([]);
  });

  it('says neither a per-account limit nor a missing match is worth retrying', async () => {
    const handlers = handlersWith();
    const { connection, send } = await sender();
    for (let count = 0; count < MESSAGES_PER_MINUTE; count += 1) {
      await gateway.infrastructure.limiter.take([
        { limit: ACCOUNT_LIMITS.messages, key: connection.userId },
      ]);
    }
    const limited = send('One too many');
    expect(await handlers.handle(connection, limited, Date.now())).toEqual({
      type: 'error',
      message: API_MESSAGES.messagesLimited,
      clientMessageId: limited.clientMessageId,
      retryable: false,
    });
    const nowhere = { ...send('Anyone there?'), matchId: randomUUID() };
    expect(await handlers.handle(connection, nowhere, Date.now())).toEqual({
      type: 'error',
      message: 'Match not found',
      clientMessageId: nowhere.clientMessageId,
      retryable: false,
    });
  });
});
