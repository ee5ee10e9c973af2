import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { Database } from '@starmatch/db/database';
import { findMessageById } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { Kysely } from 'kysely';
import type { EventConsumer, EventDetails } from './outbox-dispatcher.js';

/** One frame for one person's sockets. */
export interface UserFrame {
  userId: string;
  frame: BusEvent;
}

/** What each person is told of a match that ended, by how it ended (docs/ARCHITECTURE.md "Blocks, past matches and reports"). */
function matchEndedFrames(event: Extract<DomainEvent, { type: 'match.ended' }>): UserFrame[] {
  const { matchId, endedBy, otherUserId, cause } = event.payload;
  switch (cause) {
    case 'unmatch':
      return [
        { userId: otherUserId, frame: { type: 'unmatched', matchId } },
        { userId: endedBy, frame: { type: 'unmatched', matchId } },
      ];
    // The blocker's other tabs see an unmatch; to the blocked person a block looks like a deletion.
    case 'block':
      return [
        { userId: endedBy, frame: { type: 'unmatched', matchId } },
        { userId: otherUserId, frame: { type: 'match_ended', matchId } },
      ];
    // Whoever left or was removed has their sessions ended by an event of its own.
    case 'account_deleted':
    case 'suspended':
    case 'banned':
      return [{ userId: otherUserId, frame: { type: 'match_ended', matchId } }];
  }
}

/**
 * The frames an event sends, and to whom: the one place a domain event becomes something a
 * browser sees. Resolves with nothing for an event no socket hears of, or whose subject is gone
 * by the time the relay sends it (a message deleted with its match).
 */
export async function userFramesOf(
  db: Kysely<Database>,
  event: DomainEvent,
  details: EventDetails,
): Promise<UserFrame[]> {
  switch (event.type) {
    case 'request.received':
      return [
        {
          userId: event.payload.toUserId,
          frame: { type: 'match_request', requestId: event.payload.requestId },
        },
      ];
    case 'match.created': {
      const frame: BusEvent = { type: 'match_created', matchId: event.payload.matchId };
      return [
        { userId: event.payload.requesterId, frame },
        { userId: event.payload.accepterId, frame },
      ];
    }
    case 'match.ended':
      return matchEndedFrames(event);
    case 'message.sent': {
      const { messageId, matchId, senderId, receiverId } = event.payload;
      const message = details.messages?.get(messageId) ?? (await findMessageById(db, messageId));
      if (!message) return [];
      // Sent as it was stored: unread, one view for both people.
      const frame: BusEvent = {
        type: 'new_message',
        matchId,
        message: toMessageView({ ...message, read_at: null }, 'fan-out'),
      };
      return [
        { userId: senderId, frame },
        { userId: receiverId, frame },
      ];
    }
    case 'message.read': {
      const { matchId, readerId, senderId, readAt, receiptShown } = event.payload;
      if (!receiptShown) return [];
      return [{ userId: senderId, frame: { type: 'messages_read', matchId, readerId, readAt } }];
    }
    case 'session.ended': {
      const { userId, reason, sessionId } = event.payload;
      return [
        {
          userId,
          frame: { type: 'session_ended', reason, ...(sessionId ? { sessionId } : {}) },
        },
      ];
    }
    case 'account.deleted':
      return [
        {
          userId: event.payload.userId,
          frame: { type: 'session_ended', reason: 'account_deleted' },
        },
      ];
    case 'account.suspended':
      return [
        { userId: event.payload.userId, frame: { type: 'session_ended', reason: 'suspended' } },
      ];
    case 'account.banned':
      return [{ userId: event.payload.userId, frame: { type: 'session_ended', reason: 'banned' } }];
    // Its news goes by email (moderation/resolution-emails.ts); a ban or a suspension above has
    // the frames.
    case 'report.resolved':
      return [];
    // By email (corrections/correction-emails.ts); the Settings card asks again when opened.
    case 'correction.decided':
      return [];
    // By email (moderation/appeal-emails.ts): the person is signed out while the sanction stands.
    case 'appeal.decided':
      return [];
  }
}

/**
 * Publishes each event's frames on the channels of the people they are for. The relay may send
 * an event again, and every frame is safe to repeat: the SPA merges messages by id and refetches
 * its lists on the others.
 */
export function userFramesConsumer(deps: { bus: EventBus; db: Kysely<Database> }): EventConsumer {
  return async (event, details) => {
    const frames = await userFramesOf(deps.db, event, details);
    const unreached: string[] = [];
    await Promise.all(
      frames.map(({ userId, frame }) =>
        deps.bus.publish(userChannel(userId), frame).catch(() => {
          unreached.push(userId);
        }),
      ),
    );
    return unreached;
  };
}
