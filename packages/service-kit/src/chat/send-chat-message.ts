import type { BusEvent } from '@starmatch/contracts/bus-events';
import type { DatabaseHandle } from '@starmatch/db/connection';
import { insertMessageOnce } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { MessagingLogger } from '@starmatch/messaging/logger';
import { publishToUsers } from '../publish-to-users.js';
import type { MatchMembership } from './match-membership.js';

export type NewMessageEvent = Extract<BusEvent, { type: 'new_message' }>;

export interface ChatSending {
  db: DatabaseHandle['db'];
  bus: EventBus;
  membership: MatchMembership;
  log: Pick<MessagingLogger, 'warn'>;
}

/** Already valid by the transport's contract (the same `messageContentSchema` on both). */
export interface ChatMessageToSend {
  senderId: string;
  matchId: string;
  receiverId: string;
  content: string;
  clientMessageId: string | null;
}

/**
 * What happened to one send; each transport turns it into its own answer.
 * - `sent`: stored now and published to both people's channels. `senderHeard` is false when the
 *   sender's channel failed to carry it, so the transport must answer the sender itself.
 * - `duplicate`: a retried clientMessageId; the stored message, published to nobody again.
 * - `not_a_member`: a missing match, someone else's, a receiver who is not the other member, or a
 *   match deleted between the check and the insert; nothing stored.
 */
export type SendChatMessageResult =
  | { outcome: 'sent'; event: NewMessageEvent; senderHeard: boolean }
  | { outcome: 'duplicate'; event: NewMessageEvent }
  | { outcome: 'not_a_member' };

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
  const { db, bus, membership, log } = deps;
  const { senderId, matchId, receiverId } = message;
  if ((await membership.otherMemberOf(senderId, matchId)) !== receiverId) {
    return { outcome: 'not_a_member' };
  }
  let stored: Awaited<ReturnType<typeof insertMessageOnce>>;
  try {
    stored = await insertMessageOnce(db, message);
  } catch (error) {
    // The match was deleted between the membership check and the insert (an unmatch).
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    membership.forgetMatch(matchId);
    return { outcome: 'not_a_member' };
  }
  const event: NewMessageEvent = {
    type: 'new_message',
    message: toMessageView(stored.message),
    matchId,
  };
  if (!stored.created) return { outcome: 'duplicate', event };
  const unheard = await publishToUsers(bus, log, [senderId, receiverId], event);
  return { outcome: 'sent', event, senderHeard: !unheard.includes(senderId) };
}
