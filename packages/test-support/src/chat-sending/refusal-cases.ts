import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ChatPerson, ChatTransport, SendAttempt } from '../chat-sending-suite.js';

const RACE_CONTENT = 'Sent as the match ends';

/**
 * The insert of a message with RACE_CONTENT fails exactly as it does when an unmatch deleted the
 * match after the membership check passed: with PostgreSQL's foreign-key violation. (Deleting
 * the match from the trigger itself would not do: the failed insert rolls that back too.)
 */
const UNMATCH_MID_SEND = [
  `create function unmatch_mid_send() returns trigger language plpgsql as $$
   begin raise exception 'the match is gone' using errcode = 'foreign_key_violation'; end $$`,
  `create trigger unmatch_mid_send before insert on messages for each row
   when (new.content = '${RACE_CONTENT}') execute function unmatch_mid_send()`,
];

/** Sends that are not anyone's to make, or not text the app takes: refused, stored nowhere. */
export function itRefusesMessages(current: () => ChatTransport<ChatPerson>): void {
  it("answers a stranger, the wrong receiver and someone else's or an unknown match as not found, storing and telling nothing", async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const other = await transport.matchedCouple();
    const [his, otherHis] = await Promise.all([transport.listen(him), transport.listen(other.him)]);
    const attempts: Array<[ChatPerson, SendAttempt]> = [
      [
        other.her,
        { matchId, receiverId: him.userId, content: 'Hi', clientMessageId: randomUUID() },
      ],
      [her, { matchId, receiverId: her.userId, content: 'Hi' }],
      [her, { matchId, receiverId: other.him.userId, content: 'Hi' }],
      [her, { matchId: other.matchId, receiverId: other.him.userId, content: 'Hi' }],
      [
        her,
        {
          matchId: randomUUID(),
          receiverId: him.userId,
          content: 'Hi',
          clientMessageId: randomUUID(),
        },
      ],
    ];
    for (const [person, attempt] of attempts) {
      expect(await transport.send(person, attempt)).toEqual({ notFound: true });
    }
    expect(await transport.storedMessages(matchId)).toEqual([]);
    expect(await transport.storedMessages(other.matchId)).toEqual([]);

    await transport.send(her, { matchId, receiverId: him.userId, content: 'marker' });
    await transport.send(other.her, {
      matchId: other.matchId,
      receiverId: other.him.userId,
      content: 'marker',
    });
    expect((await his.next()).message.content).toBe('marker');
    expect((await otherHis.next()).message.content).toBe('marker');
    expect([his.heard().length, otherHis.heard().length]).toEqual([1, 1]);
  });

  it('refuses blank, too long and control-character content with the contracts messages', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const to = { matchId, receiverId: him.userId };
    expect(await transport.send(her, { ...to, content: ' \n\t ' })).toEqual({
      invalid: 'Message cannot be empty',
    });
    expect(await transport.send(her, { ...to, content: 'x'.repeat(2001) })).toEqual({
      invalid: 'Message must be at most 2000 characters',
    });
    for (const content of ['Kia\u0000 ora', 'Bell\u0007']) {
      expect(await transport.send(her, { ...to, content })).toEqual({
        invalid: 'Text cannot contain control characters',
      });
    }
    expect(await transport.storedMessages(matchId)).toEqual([]);

    // Line breaks and tabs are text in a message: stored, with CRLF made a newline.
    const multiLine = await transport.send(her, { ...to, content: 'Kia ora!\r\n\tCoffee?' });
    const longest = await transport.send(her, { ...to, content: 'x'.repeat(2000) });
    const stored = await transport.storedMessages(matchId);
    expect(stored.map((message) => message.content)).toEqual([
      'Kia ora!\n\tCoffee?',
      'x'.repeat(2000),
    ]);
    expect([multiLine, longest]).toEqual(stored.map((message) => ({ accepted: message })));
  });

  it('answers as not found when the match is deleted between the membership check and the insert (its foreign key fails)', async () => {
    const transport = current();
    const { her, him, matchId } = await transport.matchedCouple();
    const to = { matchId, receiverId: him.userId };
    expect(await transport.send(her, { ...to, content: 'Before' })).toMatchObject({
      accepted: { content: 'Before' },
    });
    for (const statement of UNMATCH_MID_SEND) await transport.execute(statement);
    try {
      const clientMessageId = randomUUID();
      expect(await transport.send(her, { ...to, content: RACE_CONTENT, clientMessageId })).toEqual({
        notFound: true,
      });
    } finally {
      await transport.execute('drop trigger unmatch_mid_send on messages');
      await transport.execute('drop function unmatch_mid_send');
    }
    const stored = await transport.storedMessages(matchId);
    expect(stored.map((message) => message.content)).toEqual(['Before']);
  });
}
