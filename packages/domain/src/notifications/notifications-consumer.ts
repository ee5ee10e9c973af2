import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { Database } from '@starmatch/db/database';
import { type TakenEvent, takeNotificationEvent } from '@starmatch/db/queries/notifications';
import type { Kysely } from 'kysely';
import type { EventConsumer } from '../events/outbox-dispatcher.js';

/** The notification an event starts or joins: whom it tells, about whom, in which group. */
function notificationOf(event: DomainEvent): TakenEvent | null {
  const occurredAt = new Date(event.occurredAt);
  switch (event.type) {
    case 'request.received':
      return {
        eventId: event.id,
        userId: event.payload.toUserId,
        kind: 'requests',
        groupKey: 'requests',
        matchId: null,
        aboutUserId: event.payload.fromUserId,
        occurredAt,
      };
    case 'match.created':
      // The accepter is there as it happens; the one whose like was accepted may be away.
      return {
        eventId: event.id,
        userId: event.payload.requesterId,
        kind: 'matches',
        groupKey: 'matches',
        matchId: event.payload.matchId,
        aboutUserId: event.payload.accepterId,
        occurredAt,
      };
    case 'message.sent':
      return {
        eventId: event.id,
        userId: event.payload.receiverId,
        kind: 'messages',
        groupKey: event.payload.matchId,
        matchId: event.payload.matchId,
        aboutUserId: event.payload.senderId,
        occurredAt,
      };
    default:
      return null;
  }
}

/**
 * Takes request.received, match.created and message.sent into the recipient's pending
 * notifications (docs/ARCHITECTURE.md "Notifications"). Only a write: whether and when anything
 * is sent is decided by the sender when it is due, on the facts as they are then. A failed
 * write rejects, so the event stays in the outbox for the relay; a repeat is taken once.
 */
export function notificationsConsumer(deps: { db: Kysely<Database> }): EventConsumer {
  return async (event) => {
    const notification = notificationOf(event);
    if (notification) await takeNotificationEvent(deps.db, notification);
    return [];
  };
}
