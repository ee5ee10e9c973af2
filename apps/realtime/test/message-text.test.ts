import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMatch,
  createPerson,
  startTestGateway,
  type TestGateway,
} from './support/test-gateway.js';

// A chat message keeps direction overrides and zero-width characters (every other free-text
// field refuses them): the SPA shows each message isolated, so they stay inside it.

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

describe('send_message with a direction override', () => {
  it('is stored and delivered exactly as sent', async () => {
    const aroha = await createPerson(gateway.db, 'Female');
    const nikau = await createPerson(gateway.db, 'Male');
    const matchId = await createMatch(gateway.db, aroha.userId, nikau.userId);
    const sender = await connect(aroha);
    const receiver = await connect(nikau);
    const content = 'Kia ora \u202eereht\u202c\u200b \u{1F469}\u200d\u{1F4BB}';

    sender.send({ type: 'send_message', matchId, otherUserId: nikau.userId, content });

    const delivered = (await receiver.next('new_message')) as { message: { content: string } };
    expect(delivered.message.content).toBe(content);
    const stored = await gateway.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toEqual([{ content }]);
  });
});
