import { randomUUID } from 'node:crypto';
import { type OwnPostgres, startOwnPostgres } from '@starmatch/test-support/own-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
  type TestPerson,
} from './support/test-gateway.js';

// A gateway on a PostgreSQL of the test's own, stopped as a crash would and started again (the
// machine's shared server is never touched).
let postgres: OwnPostgres;
let gateway: TestGateway;
beforeAll(async () => {
  postgres = await startOwnPostgres();
  gateway = await startTestGateway({
    env: { DATABASE_URL: postgres.url, REDIS_URL: process.env.REDIS_URL },
  });
});
afterAll(async () => {
  await gateway?.close();
  await postgres?.destroy();
});

const connect = (person: TestPerson) => gateway.connect(person);

describe('sending while PostgreSQL is down', () => {
  it('answers every send as retryable, and the retries are stored once, in order, and delivered live', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const nikau = await createPerson(gateway.db, 'Male');
    const matchId = await createMatch(gateway.db, aroha.userId, nikau.userId);
    const [arohaSocket, nikauSocket] = await Promise.all([connect(aroha), connect(nikau)]);
    const sends = ['One', 'Two', 'Three'].map((content) => ({
      type: 'send_message',
      matchId,
      otherUserId: nikau.userId,
      content,
      clientMessageId: randomUUID(),
    }));

    await postgres.stop();
    for (const send of sends) arohaSocket.send(send);
    for (const send of sends) {
      expect(await arohaSocket.next('error')).toEqual({
        type: 'error',
        message: 'Failed to send message',
        clientMessageId: send.clientMessageId,
        retryable: true,
      });
    }
    expect(arohaSocket.socket.readyState).toBe(arohaSocket.socket.OPEN);

    await postgres.start();
    for (const send of sends) {
      arohaSocket.send(send);
      const echo = await arohaSocket.next('new_message', 10_000);
      expect(echo.message).toMatchObject({
        content: send.content,
        clientMessageId: send.clientMessageId,
      });
    }
    for (const send of sends) {
      expect((await nikauSocket.next('new_message')).message).toMatchObject({
        content: send.content,
      });
    }
    const stored = await gateway.db
      .selectFrom('messages')
      .select(['content', 'client_message_id'])
      .where('match_id', '=', matchId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual(
      sends.map((send) => ({ content: send.content, client_message_id: send.clientMessageId })),
    );
  });
});
