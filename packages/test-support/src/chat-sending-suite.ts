import { afterAll, beforeAll, describe } from 'vitest';
import { itDeliversMessages } from './chat-sending/delivery-cases.js';
import { itSurvivesAFailedPublish } from './chat-sending/failed-publish-cases.js';
import { itHoldsSendingLimits } from './chat-sending/limit-cases.js';
import { itRefusesMessages } from './chat-sending/refusal-cases.js';

// One description of sending a chat message, run through each way the SPA can send one: the
// WebSocket gateway (apps/realtime) and POST /api/messages (apps/api). Both call the same
// `sendChatMessage`; this suite keeps them answering alike. A transport is what this file asks
// for; the cases themselves are in chat-sending/, one file to a kind of send.

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

    // In the order they have always run: the cases share one transport and its database.
    const current = () => transport;
    itDeliversMessages(current);
    itRefusesMessages(current);
    itHoldsSendingLimits(current);
    itSurvivesAFailedPublish(current);
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
