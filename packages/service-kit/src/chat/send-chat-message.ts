import type { BusEvent } from '@starmatch/contracts/bus-events';
import type { DatabaseHandle } from '@starmatch/db/connection';
import { findSentMessage } from '@starmatch/db/queries/messages';
import type { Message } from '@starmatch/db/tables/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';
import { ACCOUNT_LIMITS, type AccountLimit } from '../account-limits.js';
import { publishToUsers } from '../publish-to-users.js';
import type { MatchMembership } from './match-membership.js';
import type { MessageInserts } from './message-inserts.js';
import { receiptViewerOf } from './read-receipts.js';

export type NewMessageEvent = Extract<BusEvent, { type: 'new_message' }>;

export interface ChatSending {
  db: DatabaseHandle['db'];
  bus: EventBus;
  membership: MatchMembership;
  /** One per process (batchedMessageInserts), so concurrent sends share their commits. */
  inserts: MessageInserts;
  /** Counts messages and new conversations per sender, shared by every transport and process. */
  limiter: WindowLimiter;
  log: Pick<MessagingLogger, 'warn'>;
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
 * - `sent`: stored now and published to both people's channels. `senderHeard` is false when the
 *   sender's channel failed to carry it, so the transport must answer the sender itself.
 * - `duplicate`: a retried clientMessageId; the stored message as the sender may see it now,
 *   published to nobody again.
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
 * Sending a chat message, for the socket and the REST route alike. The message is stored before
 * anyone hears of it and a failed publish is only logged, so an acknowledged message is never
 * lost: the receiver's poll or next load brings it.
 */
export async function sendChatMessage(
  deps: ChatSending,
  message: ChatMessageToSend,
): Promise<SendChatMessageResult> {
  const { db, bus, membership, inserts, limiter, log } = deps;
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
    if (earlier) return duplicate(db, earlier, message);
    const { limit, retryAfterSeconds } = taken;
    return { outcome: 'limited', limit, message: limit.message, retryAfterSeconds };
  }
  if (message.storeBy !== undefined && Date.now() >= message.storeBy) {
    await taken.reservation.release();
    throw new SendDeadlinePassedError();
  }
  let stored: Awaited<ReturnType<MessageInserts['insert']>>;
  try {
    stored = await inserts.insert(message);
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
    return duplicate(db, stored.message, message);
  }
  // Just stored, so unread: one view for both people.
  const event = newMessageEvent(toMessageView(stored.message, 'fan-out'), matchId);
  const unheard = await publishToUsers(bus, log, [senderId, receiverId], event);
  return { outcome: 'sent', event, senderHeard: !unheard.includes(senderId) };
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
  db: DatabaseHandle['db'],
  stored: Message,
  sent: ChatMessageToSend,
): Promise<SendChatMessageResult> {
  const viewer = await receiptViewerOf(db, sent.senderId, sent.receiverId);
  return {
    outcome: 'duplicate',
    event: newMessageEvent(toMessageView(stored, viewer), sent.matchId),
  };
}
