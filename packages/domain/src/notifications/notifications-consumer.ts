import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { Database } from '@starmatch/db/database';
import { type TakenEvent, takeNotificationEvents } from '@starmatch/db/queries/notifications';
import type { Kysely } from 'kysely';
import { batchedCalls } from '../events/batched-calls.js';
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
 * How long the consumer gathers events into one write, and how many at most: at a thousand
 * messages a second one statement takes ten events instead of ten statements (and commits).
 * A follower's wait: nobody waits for it but the outbox's deletion of the event.
 */
export const TAKE_BATCH = { windowMs: 10, maxItems: 200 } as const;

/**
 * Takes request.received, match.created and message.sent into the recipient's pending
 * notifications (docs/ARCHITECTURE.md "Notifications"). Only a write: whether and when anything
 * is sent is decided by the sender when it is due, on the facts as they are then. A failed
 * write rejects, so the event stays in the outbox for the relay; a repeat is taken once.
 */
export function notificationsConsumer(deps: { db: Kysely<Database> }): EventConsumer {
  const take = batchedCalls<TakenEvent>(
    (events) => takeNotificationEvents(deps.db, events),
    TAKE_BATCH,
  );
  return async (event) => {
    const notification = notificationOf(event);
    if (notification) await take(notification);
    return [];
  };
}
