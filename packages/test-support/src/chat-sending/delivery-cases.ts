import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ChatPerson, ChatTransport } from '../chat-sending-suite.js';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A message stored once, answered to its sender and told to both people, retries included. */
export function itDeliversMessages(current: () => ChatTransport<ChatPerson>): void {
  it('stores the trimmed message, answers the sender with it and tells both people', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const [herOtherTab, his] = await Promise.all([transport.listen(her), transport.listen(him)]);
    const clientMessageId = randomUUID();
    const answer = await transport.send(her, {
      matchId,
      receiverId: him.userId,
      content: '  Kia ora! Coffee on Ponsonby Rd?  ',
      clientMessageId,
    });

    const stored = await transport.storedMessages(matchId);
    expect(stored).toEqual([
      {
        id: expect.any(String),
        matchId,
        senderId: her.userId,
        receiverId: him.userId,
        content: 'Kia ora! Coffee on Ponsonby Rd?',
        messageType: 'text',
        createdAt: expect.stringMatching(ISO_TIME),
        readAt: null,
        clientMessageId,
      },
    ]);
    const message = stored[0];
    expect(answer).toEqual({ accepted: message });
    const event = { type: 'new_message', message, matchId };
    expect(await his.next()).toEqual(event);
    expect(await herOtherTab.next()).toEqual(event);
  });

  it('stores a retried clientMessageId once, answers the stored message and tells nobody twice', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const his = await transport.listen(him);
    const attempt = {
      matchId,
      receiverId: him.userId,
      content: 'Once',
      clientMessageId: randomUUID(),
    };
    const first = await transport.send(her, attempt);
    const retry = await transport.send(her, { ...attempt, content: 'Once, edited' });
    expect(first).toEqual({ accepted: expect.objectContaining({ content: 'Once' }) });
    expect(retry).toEqual(first);

    // A marker after the retry: once he hears it, he would have heard a second 'Once' too.
    await transport.send(her, { matchId, receiverId: him.userId, content: 'marker' });
    expect((await his.next()).message.content).toBe('Once');
    expect((await his.next()).message.content).toBe('marker');
    expect(his.heard()).toHaveLength(2);
    const stored = await transport.storedMessages(matchId);
    expect(stored.map((message) => message.content)).toEqual(['Once', 'marker']);
  });

  it('answers a retried clientMessageId with its read receipt only while neither of the two hides their activity', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const attempt = {
      matchId,
      receiverId: him.userId,
      content: 'Read yet?',
      clientMessageId: randomUUID(),
    };
    expect(await transport.send(her, attempt)).toMatchObject({ accepted: { readAt: null } });
    // He reads it.
    const readAt = '2026-12-01T08:30:00.000Z';
    await transport.execute(
      `update messages set read_at = '${readAt}' where client_message_id = '${attempt.clientMessageId}'`,
    );
    expect(await transport.send(her, attempt)).toMatchObject({
      accepted: { content: 'Read yet?', readAt },
    });
    // He hides his activity: her retry no longer tells her he read it.
    await transport.execute(
      `insert into settings (user_id, hide_activity) values ('${him.userId}', true)
       on conflict (user_id) do update set hide_activity = true`,
    );
    expect(await transport.send(her, attempt)).toMatchObject({
      accepted: { content: 'Read yet?', readAt: null },
    });
  });
}
