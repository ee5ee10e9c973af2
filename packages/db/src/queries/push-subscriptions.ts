import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { PushSubscriptionRow } from '../tables/notifications.js';
import { inTransaction } from './in-transaction.js';

export interface PushSubscriptionToSave {
  userId: string;
  /** The device: the session's id (its token's hash). */
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Makes this the device's one subscription. A browser keeps its subscription across sign-ins,
 * so an endpoint held by another session (someone else who used this browser and never signed
 * out) moves to this one: a browser's pushes go to whoever is signed in on it now.
 */
export async function savePushSubscription(
  db: Kysely<Database>,
  subscription: PushSubscriptionToSave,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('push_subscriptions')
      .where((eb) =>
        eb.or([
          eb('endpoint', '=', subscription.endpoint),
          eb('session_token_hash', '=', subscription.sessionId),
        ]),
      )
      .execute();
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: subscription.userId,
        session_token_hash: subscription.sessionId,
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
      })
      .execute();
  });
}

/** Turns push off on one device; nothing to remove is not an error. */
export async function removeSessionPushSubscription(
  db: Kysely<Database>,
  sessionId: string,
): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_token_hash', '=', sessionId).execute();
}

/** What the push service said is gone (404 or 410): the browser dropped it. */
export async function removePushEndpoint(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Every device of a person that turned push on, oldest first. */
export function pushSubscriptionsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
