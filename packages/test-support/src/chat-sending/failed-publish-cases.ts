import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import type { ChatPerson, ChatTransport, SendAnswer } from '../chat-sending-suite.js';

/** A bus that fails to publish loses no message: the next poll or push brings it. */
export function itSurvivesAFailedPublish(current: () => ChatTransport<ChatPerson>): void {
  it('stores and acknowledges a message whose publish fails, and the chat goes on', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const his = await transport.listen(him);
    const busDown = vi
      .spyOn(transport.bus, 'publish')
      .mockRejectedValue(new Error('the bus is down'));
    let answer: SendAnswer;
    try {
      answer = await transport.send(her, {
        matchId,
        receiverId: him.userId,
        content: 'Heard on the next poll',
        clientMessageId: randomUUID(),
      });
      // One new_message for each side (a socket's presence, announced as it opens, may fall
      // in this window too, and is not what this test is about).
      const sends = busDown.mock.calls.filter(
        ([, event]) => (event as { type?: string }).type === 'new_message',
      );
      expect(sends).toHaveLength(2);
    } finally {
      busDown.mockRestore();
    }
    const [stored] = await transport.storedMessages(matchId);
    expect(stored?.content).toBe('Heard on the next poll');
    expect(answer).toEqual({ accepted: stored });

    await transport.send(her, { matchId, receiverId: him.userId, content: 'marker' });
    expect((await his.next()).message.content).toBe('marker');
    expect(his.heard()).toHaveLength(1);
  });
}
