import { isDeepStrictEqual } from 'node:util';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { userChannel } from '@starmatch/contracts/bus-events';
import { MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from '@starmatch/contracts/safety-limits';
import { listMessagesPage } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import {
  type ChatMessageView,
  type ChatTransport,
  inboxFedBy,
  type NewMessageEvent,
  type SendAnswer,
} from '@starmatch/test-support/chat-sending-suite';
import { sql } from 'kysely';
import { call } from '../support/call.js';
import { fillWindow } from '../support/fill-window.js';
import { matchedCouple } from '../support/matched-couple.js';
import type { Person } from '../support/people.js';
import { startTestApi } from '../support/test-api.js';

/** POST /api/messages on the real API; a person hears what is published on their channel. */
export async function restChatTransport(): Promise<ChatTransport<Person>> {
  const api = await startTestApi();
  return {
    bus: api.infrastructure.bus,
    close: () => api.close(),
    limits: {
      messagesPerMinute: MESSAGES_PER_MINUTE,
      newConversationsPerDay: NEW_CONVERSATIONS_PER_DAY,
      messagesLimited: API_MESSAGES.messagesLimited,
      conversationsLimited: API_MESSAGES.conversationsLimited,
    },
    answersRetryAfter: true,
    async fillLimit(person, limit, count) {
      await fillWindow(api.infrastructure.limiter, limit, person.userId, count);
    },
    matchedCouple: () => matchedCouple(api),
    async send(person, attempt) {
      const { matchId, receiverId, content, clientMessageId } = attempt;
      const response = await call(
        api,
        'POST',
        '/api/messages',
        {
          matchId,
          receiverId,
          content,
          messageType: 'text',
          ...(clientMessageId ? { clientMessageId } : {}),
        },
        { token: person.token },
      );
      const body = response.json();
      return readAnswer(response.statusCode, body, response.headers['retry-after']);
    },
    async listen(person) {
      const { inbox, deliver } = inboxFedBy();
      await api.infrastructure.bus.subscribe(userChannel(person.userId), (event) => {
        if ((event as { type?: unknown }).type === 'new_message') deliver(event as NewMessageEvent);
      });
      return inbox;
    },
    async storedMessages(matchId) {
      return (await listMessagesPage(api.db, { matchId, limit: 100 })).map(asStored);
    },
    async execute(statement) {
      await sql.raw(statement).execute(api.db);
    },
  };
}

function readAnswer(
  status: number,
  body: Record<string, unknown>,
  retryAfter: unknown,
): SendAnswer {
  if (status === 201) return { accepted: body as unknown as ChatMessageView };
  if (
    status === 429 &&
    body.code === 'RATE_LIMITED' &&
    typeof body.message === 'string' &&
    Object.keys(body).length === 2 &&
    typeof retryAfter === 'string' &&
    /^\d+$/.test(retryAfter)
  ) {
    return { limited: body.message, retryAfterSeconds: Number(retryAfter) };
  }
  if (status === 404 && isDeepStrictEqual(body, { message: API_MESSAGES.notFound })) {
    return { notFound: true };
  }
  if (
    status === 400 &&
    body.code === 'VALIDATION_FAILED' &&
    typeof body.message === 'string' &&
    Object.keys(body).length === 2
  ) {
    return { invalid: body.message };
  }
  return { unexpected: { status, body } };
}

/** The row as stored, receipt and all (as its sender sees it while neither hides their activity). */
function asStored(message: Parameters<typeof toMessageView>[0]) {
  return toMessageView(message, { viewerId: message.sender_id, activityHidden: false });
}
