import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// One description of sending a chat message, run through each way the SPA can send one: the
// WebSocket gateway (apps/realtime) and POST /api/messages (apps/api). Both call the same
// `sendChatMessage`; this suite keeps them answering alike.

/** A message as both transports answer it and publish it (the contracts' message view). */
export interface ChatMessageView {
  id: string;
  matchId: string;
  senderId: string;
  receiverId: string;
  content: string;
  messageType: string;
  createdAt: string;
  readAt: string | null;
  clientMessageId: string | null;
}

export interface NewMessageEvent {
  type: 'new_message';
  message: ChatMessageView;
  matchId: string;
}

export interface SendAttempt {
  matchId: string;
  receiverId: string;
  content: string;
  clientMessageId?: string;
}

/**
 * What the sender was answered, read strictly by the transport: anything but its exact
 * acknowledgement, not-found or validation answer comes back as `unexpected`, so it fails here.
 */
export type SendAnswer =
  | { accepted: ChatMessageView }
  | { notFound: true }
  | { invalid: string }
  /** Over a per-account limit; REST also says when to try again (its Retry-After, seconds). */
  | { limited: string; retryAfterSeconds?: number }
  | { unexpected: unknown };

/** The new_message events one person hears from now on. */
export interface Inbox {
  /** The next event not yet taken; rejects after a few seconds. */
  next(): Promise<NewMessageEvent>;
  /** Every event heard so far. */
  heard(): NewMessageEvent[];
}

export interface ChatPerson {
  userId: string;
}

export interface ChatTransport<Person extends ChatPerson> {
  /** Two people in one match. */
  matchedCouple(): Promise<{ her: Person; him: Person; matchId: string }>;
  /** Sends as `person`; resolves with what the sender was answered. */
  send(person: Person, attempt: SendAttempt): Promise<SendAnswer>;
  /** Starts hearing as `person` would: another socket of theirs, or their bus channel. */
  listen(person: Person): Promise<Inbox>;
  /** The match's stored messages as the message view, oldest first. */
  storedMessages(matchId: string): Promise<ChatMessageView[]>;
  /** Runs one SQL statement on the transport's database. */
  execute(statement: string): Promise<void>;
  /** The bus the transport publishes on. */
  bus: { publish(channel: string, event: unknown): Promise<void> };
  /** The per-account limits on sending, with their numbers and texts from the contracts. */
  limits: {
    messagesPerMinute: number;
    newConversationsPerDay: number;
    messagesLimited: string;
    conversationsLimited: string;
  };
  /**
   * Counts `count` sends of `person` into the transport's own limiter, as if they had been
   * made just now: the state a burst would leave, without sending it.
   */
  fillLimit(person: Person, limit: 'messages' | 'newConversations', count: number): Promise<void>;
  /** True when a refusal carries a Retry-After (REST); the socket's error frame has none. */
  answersRetryAfter: boolean;
  close(): Promise<void>;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
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

export function describeChatSending<Person extends ChatPerson>(
  name: string,
  start: () => Promise<ChatTransport<Person>>,
): void {
  describe(`sending a chat message (${name})`, () => {
    let transport: ChatTransport<Person>;
    beforeAll(async () => {
      transport = await start();
    });
    afterAll(async () => {
      await transport?.close();
    });

    it('stores the trimmed message, answers the sender with it and tells both people', async () => {
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

    it("answers a stranger, the wrong receiver and someone else's or an unknown match as not found, storing and telling nothing", async () => {
      const { her, him, matchId } = await transport.matchedCouple();
      const other = await transport.matchedCouple();
      const [his, otherHis] = await Promise.all([
        transport.listen(him),
        transport.listen(other.him),
      ]);
      const attempts: Array<[Person, SendAttempt]> = [
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
      const { her, him, matchId } = await transport.matchedCouple();
      const to = { matchId, receiverId: him.userId };
      expect(await transport.send(her, { ...to, content: 'Before' })).toMatchObject({
        accepted: { content: 'Before' },
      });
      for (const statement of UNMATCH_MID_SEND) await transport.execute(statement);
      try {
        const clientMessageId = randomUUID();
        expect(
          await transport.send(her, { ...to, content: RACE_CONTENT, clientMessageId }),
        ).toEqual({ notFound: true });
      } finally {
        await transport.execute('drop trigger unmatch_mid_send on messages');
        await transport.execute('drop function unmatch_mid_send');
      }
      const stored = await transport.storedMessages(matchId);
      expect(stored.map((message) => message.content)).toEqual(['Before']);
    });

    /** A refusal over `text`, with a Retry-After of at most `seconds` (less a second of slack). */
    function limitedAnswer(text: string, seconds: number) {
      if (!transport.answersRetryAfter) return { limited: text };
      return {
        limited: text,
        retryAfterSeconds: expect.toSatisfy(
          (value: number) => Number.isInteger(value) && value >= seconds - 1 && value <= seconds,
        ),
      };
    }

    it('sends the MESSAGES_PER_MINUTE-th message of a minute and refuses the next, storing and telling nothing', async () => {
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
      expect((await transport.storedMessages(matchId)).map((m) => m.content)).toEqual([
        last.content,
      ]);

      // He still talks freely, and hears nothing of hers but the one message.
      expect(
        await transport.send(him, { matchId, receiverId: her.userId, content: 'marker' }),
      ).toMatchObject({ accepted: { content: 'marker' } });
      expect((await his.next()).message.content).toBe(last.content);
      expect((await his.next()).message.content).toBe('marker');
      expect(his.heard()).toHaveLength(2);
    });

    it('opens the NEW_CONVERSATIONS_PER_DAY-th conversation of a day and refuses the next, while open ones carry on', async () => {
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

    it('stores and acknowledges a message whose publish fails, and the chat goes on', async () => {
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
  });
}

/** An inbox fed by a callback, for a transport that hears through a subscription. */
export function inboxFedBy(): { inbox: Inbox; deliver(event: NewMessageEvent): void } {
  const events: NewMessageEvent[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  return {
    deliver(event) {
      events.push(event);
      for (const wake of waiters.splice(0)) wake();
    },
    inbox: {
      heard: () => [...events],
      next(timeoutMs = 5_000) {
        return new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no new_message within ${timeoutMs} ms`)),
            timeoutMs,
          );
          const look = () => {
            const event = events[taken];
            if (!event) {
              waiters.push(look);
              return;
            }
            taken += 1;
            clearTimeout(timer);
            resolve(event);
          };
          look();
        });
      },
    },
  };
}
