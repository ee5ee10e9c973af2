import type { BusEvent } from '@starmatch/contracts/bus-events';
import type { DomainEvent, DomainEventPayload } from '@starmatch/contracts/domain-events';
import { findSentMessage, newMessageId } from '@starmatch/db/queries/messages';
import { findOutboxEventsByPayload, newEventId } from '@starmatch/db/queries/outbox-events';
import type { Message } from '@starmatch/db/tables/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import { currentRequestId } from '@starmatch/messaging/request-context';
import { traceHooks } from '@starmatch/messaging/trace-hooks';
import { ACCOUNT_LIMITS, type AccountLimit } from '../account-limits.js';
import type { DomainContext } from '../context.js';
import { storedEvent } from '../events/stored-event.js';
import type { MatchMembership } from './match-membership.js';
import type { MessageInserts } from './message-inserts.js';
import { receiptViewerOf } from './receipt-viewer.js';

export type NewMessageEvent = Extract<BusEvent, { type: 'new_message' }>;

export interface ChatSending {
  ctx: DomainContext;
  membership: MatchMembership;
  /** One per process (batchedMessageInserts), so concurrent sends share their commits. */
  inserts: MessageInserts;
}

/** Already valid by the transport's contract (the same `messageContentSchema` on both). */
export interface ChatMessageToSend {
  senderId: string;
  matchId: string;
  receiverId: string;
  content: string;
  clientMessageId: string | null;
  /**
   * When the transport received it (Date.now() of this process). A socket's frames wait their
   * turn, and behind a stall that can be long: the per-account limits count the message as of
   * its arrival, so messages that queued together are not refused as a burst.
   */
  receivedAt?: number;
  /**
   * When the sender is told the send failed unless it was answered (Date.now() of this process):
   * an insert not begun by then is not begun at all, so a message reported as failed is stored
   * only when its insert was already under way (the retry then finds it).
   */
  storeBy?: number;
}

/** The send reached its insert after its `storeBy`: nothing stored, nothing counted. */
export class SendDeadlinePassedError extends Error {
  override name = 'SendDeadlinePassedError';
  constructor() {
    super('the send reached its insert after its deadline');
  }
}

/**
 * What happened to one send; each transport turns it into its own answer.
 * - `sent`: stored now with its `message.sent` event, and published to both people's channels.
 *   `senderHeard` is false when the sender's channel failed to carry it, so the transport must
 *   answer the sender itself.
 * - `duplicate`: a retried clientMessageId; the stored message as the sender may see it now. Its
 *   event is sent again only when it is still in the outbox (the process that stored it died
 *   before sending it): the retry then brings it to the receiver without waiting for the relay.
 * - `not_a_member`: a missing match, someone else's, a receiver who is not the other member, or a
 *   match deleted between the check and the insert; nothing stored.
 * - `limited`: over MESSAGES_PER_MINUTE, or a first message in a match over
 *   NEW_CONVERSATIONS_PER_DAY; nothing stored, nothing counted. `message` is the contracts' text.
 */
export type SendChatMessageResult =
  | { outcome: 'sent'; event: NewMessageEvent; senderHeard: boolean }
  | { outcome: 'duplicate'; event: NewMessageEvent }
  | { outcome: 'not_a_member' }
  | { outcome: 'limited'; limit: AccountLimit; message: string; retryAfterSeconds: number };

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Sending a chat message, for the socket and the REST route alike. The message and its
 * `message.sent` event are stored in one statement before anyone hears of it, so an acknowledged
 * message is never lost, and neither is its event: what this process fails to send, the relay
 * sends.
 */
export async function sendMessage(
  deps: ChatSending,
  message: ChatMessageToSend,
): Promise<SendChatMessageResult> {
  const { ctx, membership, inserts } = deps;
  const { db, limiter } = ctx;
  const { senderId, matchId, receiverId } = message;
  // Asked together: where the gateway has forgotten them (a chat quiet for a minute), these are
  // two queries, and one after the other they doubled the wait of a conversation's next message.
  const [otherMember, hasWritten] = await Promise.all([
    membership.otherMemberOf(senderId, matchId),
    membership.hasWrittenIn(senderId, matchId),
  ]);
  if (otherMember !== receiverId) return { outcome: 'not_a_member' };
  // Counted before the insert, so a refused message is never stored; the counts are given back
  // below when nothing new was stored after all (a retry, an unmatch in between).
  const opensConversation = !hasWritten;
  const waitedMs = message.receivedAt === undefined ? 0 : Date.now() - message.receivedAt;
  const taken = await limiter.take<AccountLimit>(
    [
      { limit: ACCOUNT_LIMITS.messages, key: senderId },
      ...(opensConversation ? [{ limit: ACCOUNT_LIMITS.newConversations, key: senderId }] : []),
    ],
    { waitedMs },
  );
  if (!taken.allowed) {
    // A retry of a message stored before the limit was reached is still answered as sent.
    const earlier = await findSentMessage(db, senderId, message.clientMessageId);
    if (earlier) return duplicate(deps, earlier, message);
    const { limit, retryAfterSeconds } = taken;
    return { outcome: 'limited', limit, message: limit.message, retryAfterSeconds };
  }
  if (message.storeBy !== undefined && Date.now() >= message.storeBy) {
    await taken.reservation.release();
    throw new SendDeadlinePassedError();
  }
  const messageId = newMessageId();
  const payload: DomainEventPayload<'message.sent'> = {
    matchId,
    messageId,
    senderId,
    receiverId,
  };
  const eventId = newEventId();
  let stored: Awaited<ReturnType<MessageInserts['insert']>>;
  try {
    stored = await inserts.insert({
      ...message,
      id: messageId,
      // Named now: the insert may run in a batch started by another request's send.
      outboxEvent: {
        id: eventId,
        type: 'message.sent',
        payload,
        requestId: currentRequestId(),
        traceparent: traceHooks()?.traceparent(),
      },
    });
  } catch (error) {
    await taken.reservation.release();
    // The match was deleted between the membership check and the insert (an unmatch).
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    membership.forgetMatch(matchId);
    return { outcome: 'not_a_member' };
  }
  membership.wroteIn(senderId, matchId);
  if (!stored.created) {
    await taken.reservation.release();
    return duplicate(deps, stored.message, message);
  }
  // Stored in the same transaction as the message, so at the same now().
  const sent: DomainEvent = {
    id: eventId,
    type: 'message.sent',
    occurredAt: stored.message.created_at.toISOString(),
    payload,
  };
  const undelivered = await ctx.outbox.dispatch([sent], {
    messages: new Map([[messageId, stored.message]]),
  });
  const missed = undelivered.get(eventId);
  // Just stored, so unread: one view for both people.
  const event = newMessageEvent(toMessageView(stored.message, 'fan-out'), matchId);
  const senderHeard = !(missed === 'everyone' || missed?.includes(senderId));
  return { outcome: 'sent', event, senderHeard };
}

/** The message's event, sent again if the process that stored it never sent it. */
async function sendLeftBehindEvent(ctx: DomainContext, stored: Message): Promise<void> {
  const rows = await findOutboxEventsByPayload(ctx.db, {
    type: 'message.sent',
    field: 'messageId',
    value: stored.id,
  });
  // What this process is sending or has just sent is not left behind: a quick retry of a send
  // (the same socket, or the REST route beside it) must not repeat it.
  const events = rows
    .map(storedEvent)
    .filter((event): event is DomainEvent => event !== null && !ctx.outbox.isHandling(event.id));
  if (events.length === 0) return;
  await ctx.outbox.dispatch(events, { messages: new Map([[stored.id, stored]]) });
}

function newMessageEvent(message: NewMessageEvent['message'], matchId: string): NewMessageEvent {
  return { type: 'new_message', message, matchId };
}

/**
 * A retried clientMessageId: the stored message, which may have been read since, so it is shown
 * to the sender as the chat's read would show it (a receipt kept back while either of the two
 * hides their activity).
 */
async function duplicate(
  deps: ChatSending,
  stored: Message,
  sent: ChatMessageToSend,
): Promise<SendChatMessageResult> {
  await sendLeftBehindEvent(deps.ctx, stored);
  const viewer = await receiptViewerOf(deps.ctx.db, sent.senderId, sent.receiverId);
  return {
    outcome: 'duplicate',
    event: newMessageEvent(toMessageView(stored, viewer), sent.matchId),
  };
}
