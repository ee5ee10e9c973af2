import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ChatPerson, ChatTransport } from '../chat-sending-suite.js';

/** The per-account limits on sending: the last send allowed goes, the next is refused. */
export function itHoldsSendingLimits(current: () => ChatTransport<ChatPerson>): void {
  /** A refusal over `text`, with a Retry-After of at most `seconds` (less a second of slack). */
  function limitedAnswer(text: string, seconds: number) {
    if (!current().answersRetryAfter) return { limited: text };
    return {
      limited: text,
      retryAfterSeconds: expect.toSatisfy(
        (value: number) => Number.isInteger(value) && value >= seconds - 1 && value <= seconds,
      ),
    };
  }

  it('sends the MESSAGES_PER_MINUTE-th message of a minute and refuses the next, storing and telling nothing', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const his = await transport.listen(him);
    const { messagesPerMinute, messagesLimited } = transport.limits;
    await transport.fillLimit(her, 'messages', messagesPerMinute - 1);
    const to = { matchId, receiverId: him.userId };
    const last = { ...to, content: 'The last one this minute', clientMessageId: randomUUID() };
    expect(await transport.send(her, last)).toMatchObject({
      accepted: { content: last.content },
    });
    const refusedId = randomUUID();
    expect(
      await transport.send(her, { ...to, content: 'One too many', clientMessageId: refusedId }),
    ).toEqual(limitedAnswer(messagesLimited, 60));
    // A retry of the message stored before the limit is still answered as sent.
    expect(await transport.send(her, last)).toMatchObject({
      accepted: { content: last.content },
    });
    expect((await transport.storedMessages(matchId)).map((m) => m.content)).toEqual([last.content]);

    // He still talks freely, and hears nothing of hers but the one message.
    expect(
      await transport.send(him, { matchId, receiverId: her.userId, content: 'marker' }),
    ).toMatchObject({ accepted: { content: 'marker' } });
    expect((await his.next()).message.content).toBe(last.content);
    expect((await his.next()).message.content).toBe('marker');
    expect(his.heard()).toHaveLength(2);
  });

  it('opens the NEW_CONVERSATIONS_PER_DAY-th conversation of a day and refuses the next, while open ones carry on', async () => {
    const transport = current();
    const { newConversationsPerDay, conversationsLimited } = transport.limits;
    const atLimit = await transport.matchedCouple();
    await transport.fillLimit(atLimit.him, 'newConversations', newConversationsPerDay - 1);
    expect(
      await transport.send(atLimit.him, {
        matchId: atLimit.matchId,
        receiverId: atLimit.her.userId,
        content: 'Kia ora!',
      }),
    ).toMatchObject({ accepted: { content: 'Kia ora!' } });

    const { her, him, matchId } = await transport.matchedCouple();
    expect(
      await transport.send(her, { matchId, receiverId: him.userId, content: 'Hi!' }),
    ).toMatchObject({ accepted: { content: 'Hi!' } });
    // 'Hi!' opened her conversation: one more fills her day.
    await transport.fillLimit(her, 'newConversations', newConversationsPerDay - 1);
    await transport.fillLimit(him, 'newConversations', newConversationsPerDay);
    // His first message in the match would open a conversation: refused.
    expect(
      await transport.send(him, {
        matchId,
        receiverId: her.userId,
        content: 'Hello back',
        clientMessageId: randomUUID(),
      }),
    ).toEqual(limitedAnswer(conversationsLimited, 24 * 60 * 60));
    // Hers is open already, so she carries on.
    expect(
      await transport.send(her, { matchId, receiverId: him.userId, content: 'Still here' }),
    ).toMatchObject({ accepted: { content: 'Still here' } });
    expect((await transport.storedMessages(matchId)).map((m) => m.content)).toEqual([
      'Hi!',
      'Still here',
    ]);
  });
}
