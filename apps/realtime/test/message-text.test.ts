import { describe, expect, it } from 'vitest';
import { couple, gatewayPerFile, type TestPerson } from './support/test-gateway.js';

// A chat message keeps direction overrides and zero-width characters (every other free-text
// field refuses them): the SPA shows each message isolated, so they stay inside it.

const gateway = gatewayPerFile();

const connect = (person: TestPerson) => gateway.connect(person);

describe('send_message with a direction override', () => {
  it('is stored and delivered exactly as sent', async () => {
    const { aroha, nikau, matchId } = await couple(gateway.db);
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
