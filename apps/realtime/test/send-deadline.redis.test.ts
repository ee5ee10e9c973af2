import { randomUUID } from 'node:crypto';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { type OwnPostgres, startOwnPostgres } from '@starmatch/test-support/own-postgres';
import { type OwnRedis, startOwnRedis } from '@starmatch/test-support/own-redis';
import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
} from './support/test-gateway.js';

// The gateway's promise (send-deadline.ts): while PostgreSQL or Redis cannot answer, a send is
// answered within 2 s by an error frame that names it and says to try again. Distributed mode,
// on a PostgreSQL and a Redis of the test's own, stopped or frozen (SIGSTOP: connections stay
// open, nothing answers); the machine's shared servers are never touched. The gateway keeps its
// configured default deadline: that default is what is promised.
const PROMISED_MS = 2_000;

let postgres: OwnPostgres;
let redis: OwnRedis;
let gateway: TestGateway;
beforeAll(async () => {
  [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  gateway = await startTestGateway({ env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url } });
});
afterAll(async () => {
  postgres?.thaw();
  redis?.thaw();
  await gateway?.close();
  await Promise.all([postgres?.destroy(), redis?.destroy()]);
});

/** A sender with a socket open (while everything is up) and a frame maker for her match. */
async function sender() {
  const aroha = await createPerson(gateway.db, 'Female');
  const nikau = await createPerson(gateway.db, 'Male');
  const matchId = await createMatch(gateway.db, aroha.userId, nikau.userId);
  const session = await aroha.newSession();
  const socket = openSocket(`${gateway.url}?token=${await session.ticket()}`);
  await socket.next('connected');
  const frame = (content: string) => ({
    type: 'send_message',
    matchId,
    otherUserId: nikau.userId,
    content,
    clientMessageId: randomUUID(),
  });
  return { socket, frame, matchId };
}

/** Sends it, and answers the frame that came back and how long after the send it came. */
async function answerTo(socket: TestSocket, frame: { clientMessageId: string }) {
  const sentAt = performance.now();
  socket.send(frame);
  const answer = await socket.next('error', 10_000);
  return { answer, ms: performance.now() - sentAt };
}

const failed = (frame: { clientMessageId: string }) => ({
  type: 'error',
  message: WS_ERROR_MESSAGES.sendFailed,
  clientMessageId: frame.clientMessageId,
  retryable: true,
});

describe('a send while a datastore cannot answer', () => {
  it('is answered within 2 s while PostgreSQL hangs, and is not stored once it is back', async () => {
    const { socket, frame, matchId } = await sender();
    const hung = frame('While PostgreSQL hung');
    postgres.freeze();
    try {
      const { answer, ms } = await answerTo(socket, hung);
      expect(answer).toEqual(failed(hung));
      expect(ms).toBeLessThan(PROMISED_MS);
    } finally {
      postgres.thaw();
    }
    // The next send runs once the hung one has finished (a socket's frames go one at a time):
    // by its echo, the hung one has ended without reaching its insert.
    const after = frame('After');
    socket.send(after);
    expect((await socket.next('new_message', 10_000)).message).toMatchObject({
      clientMessageId: after.clientMessageId,
    });
    const stored = await gateway.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toEqual([{ content: 'After' }]);
  });

  it('is answered within 2 s while PostgreSQL is stopped', async () => {
    const { socket, frame } = await sender();
    const lost = frame('While PostgreSQL was stopped');
    await postgres.stop();
    try {
      const { answer, ms } = await answerTo(socket, lost);
      expect(answer).toEqual(failed(lost));
      expect(ms).toBeLessThan(PROMISED_MS);
    } finally {
      await postgres.start();
    }
  });

  it('is answered within 2 s while Redis hangs', async () => {
    const { socket, frame } = await sender();
    const hung = frame('While Redis hung');
    redis.freeze();
    try {
      const { answer, ms } = await answerTo(socket, hung);
      expect(answer).toEqual(failed(hung));
      expect(ms).toBeLessThan(PROMISED_MS);
    } finally {
      redis.thaw();
    }
  });

  it('is answered within 2 s while Redis is down', async () => {
    const { socket, frame } = await sender();
    const lost = frame('While Redis was down');
    await redis.kill();
    try {
      const { answer, ms } = await answerTo(socket, lost);
      expect(answer).toEqual(failed(lost));
      expect(ms).toBeLessThan(PROMISED_MS);
    } finally {
      await redis.start();
    }
  });
});
