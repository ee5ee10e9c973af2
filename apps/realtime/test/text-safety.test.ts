import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type TestSocket } from './support/socket-client.js';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
} from './support/test-gateway.js';

// PostgreSQL cannot store NUL: a chat message holding one is refused by the frame's contract
// with the normal error frame, before anything reaches the database.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

async function connect(person: Awaited<ReturnType<typeof createPerson>>): Promise<TestSocket> {
  const session = await person.newSession();
  const socket = openSocket(`${gateway.url}?token=${await session.ticket()}`);
  await socket.next('connected');
  return socket;
}

describe('a chat message with a control character', () => {
  it('is answered with an error frame, stored nowhere, and the socket stays open', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const nikau = await createPerson(gateway.db, 'Male');
    const matchId = await createMatch(gateway.db, aroha.userId, nikau.userId);
    const [socket, other] = await Promise.all([connect(aroha), connect(nikau)]);
    const frame = { type: 'send_message', matchId, otherUserId: nikau.userId };

    socket.send({ ...frame, content: 'Kia\u0000 ora' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: VALIDATION_MESSAGES.controlCharacters,
    });
    socket.send({ ...frame, content: 'Bell\u0007' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: VALIDATION_MESSAGES.controlCharacters,
    });

    // Line breaks and tabs are text in a message: stored, with CRLF made a newline.
    socket.send({ ...frame, content: 'Kia ora!\r\n\tCoffee?' });
    const delivered = await other.next('new_message');
    expect((delivered.message as { content: string }).content).toBe('Kia ora!\n\tCoffee?');
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);

    const stored = await gateway.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toEqual([{ content: 'Kia ora!\n\tCoffee?' }]);
    expect(other.frames.filter((received) => received.type === 'new_message')).toHaveLength(1);
  });
});
