import { isDeepStrictEqual } from 'node:util';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from '@starmatch/contracts/safety-limits';
import { listMessagesPage } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import { ACCOUNT_LIMITS } from '@starmatch/domain/account-limits';
import type {
  ChatMessageView,
  ChatTransport,
  Inbox,
  NewMessageEvent,
  SendAnswer,
  SendAttempt,
} from '@starmatch/test-support/chat-sending-suite';
import { openSocket, type TestSocket } from '@starmatch/test-support/socket-client';
import { sql } from 'kysely';
import { createMatch, createPerson, startTestGateway } from './test-gateway.js';

type Person = Awaited<ReturnType<typeof createPerson>>;

/**
 * send_message on the real gateway. Each person sends from one socket of their own, kept open
 * across sends; listening opens another tab of theirs.
 */
export async function socketChatTransport(): Promise<ChatTransport<Person>> {
  const gateway = await startTestGateway();
  const sockets: TestSocket[] = [];
  const sendingSockets = new Map<string, Promise<TestSocket>>();

  async function connect(person: Person): Promise<TestSocket> {
    const session = await person.newSession();
    const socket = openSocket(`${gateway.url}?token=${await session.ticket()}`);
    sockets.push(socket);
    await socket.next('connected');
    return socket;
  }

  function sendingSocket(person: Person): Promise<TestSocket> {
    let socket = sendingSockets.get(person.userId);
    if (!socket) {
      socket = connect(person);
      sendingSockets.set(person.userId, socket);
    }
    return socket;
  }

  return {
    bus: gateway.infrastructure.bus,
    limits: {
      messagesPerMinute: MESSAGES_PER_MINUTE,
      newConversationsPerDay: NEW_CONVERSATIONS_PER_DAY,
      messagesLimited: API_MESSAGES.messagesLimited,
      conversationsLimited: API_MESSAGES.conversationsLimited,
    },
    answersRetryAfter: false,
    async fillLimit(person, limit, count) {
      const charge = { limit: ACCOUNT_LIMITS[limit], key: person.userId };
      for (let i = 0; i < count; i += 1) {
        const taken = await gateway.infrastructure.limiter.take([charge]);
        if (!taken.allowed) throw new Error(`${limit} filled past its limit`);
      }
    },
    async close() {
      for (const socket of sockets) socket.socket.close();
      await gateway.close();
    },
    async matchedCouple() {
      const her = await createPerson(gateway.db, 'Female');
      const him = await createPerson(gateway.db, 'Male');
      return { her, him, matchId: await createMatch(gateway.db, her.userId, him.userId) };
    },
    async send(person, attempt) {
      const socket = await sendingSocket(person);
      const { matchId, receiverId, content, clientMessageId } = attempt;
      socket.send({
        type: 'send_message',
        matchId,
        otherUserId: receiverId,
        content,
        ...(clientMessageId ? { clientMessageId } : {}),
      });
      // Frames are handled in order and only this test sends on this socket, so the next
      // new_message or error frame is the answer to this send.
      return readAnswer(await socket.next(['new_message', 'error']), attempt);
    },
    async listen(person) {
      return inboxOf(await connect(person));
    },
    async storedMessages(matchId) {
      return (await listMessagesPage(gateway.db, { matchId, limit: 100 })).map(asStored);
    },
    async execute(statement) {
      await sql.raw(statement).execute(gateway.db);
    },
  };
}

function readAnswer(frame: Record<string, unknown>, attempt: SendAttempt): SendAnswer {
  const echo = attempt.clientMessageId ? { clientMessageId: attempt.clientMessageId } : {};
  if (frame.type === 'new_message' && frame.matchId === attempt.matchId) {
    const { type: _type, matchId: _matchId, message, ...rest } = frame;
    if (Object.keys(rest).length === 0) return { accepted: message as ChatMessageView };
  }
  // Every refusal of a send names the send it refuses (its clientMessageId, when it had one)
  // and says whether sending it again may succeed.
  const refusal = (message: unknown, retryable: boolean) =>
    isDeepStrictEqual(frame, { type: 'error', message, ...echo, retryable });
  if (refusal(WS_ERROR_MESSAGES.matchNotFound, false)) return { notFound: true };
  const limits: string[] = [API_MESSAGES.messagesLimited, API_MESSAGES.conversationsLimited];
  if (typeof frame.message === 'string' && limits.includes(frame.message)) {
    if (refusal(frame.message, false)) return { limited: frame.message };
  } else if (typeof frame.message === 'string' && refusal(frame.message, false)) {
    return { invalid: frame.message };
  }
  return { unexpected: frame };
}

function inboxOf(socket: TestSocket): Inbox {
  const newMessages = () =>
    socket.frames.filter((frame) => frame.type === 'new_message') as unknown as NewMessageEvent[];
  return {
    heard: newMessages,
    next: async () => (await socket.next('new_message')) as unknown as NewMessageEvent,
  };
}

/** The row as stored, receipt and all (as its sender sees it while neither hides their activity). */
function asStored(message: Parameters<typeof toMessageView>[0]) {
  return toMessageView(message, { viewerId: message.sender_id, activityHidden: false });
}
