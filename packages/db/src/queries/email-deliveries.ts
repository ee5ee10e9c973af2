import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import type { EmailDelivery } from '../tables/email-deliveries.js';

/** Longer than any job is retried or run again after its worker died (minutes at most). */
export const EMAIL_DELIVERY_RETENTION_DAYS = 7;

/** The record of the email sent under this key, if one was. */
export async function findEmailDelivery(
  db: Kysely<Database>,
  idempotencyKey: string,
): Promise<EmailDelivery | undefined> {
  return db
    .selectFrom('email_deliveries')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Records that the email under this key went out (a second record of the same key keeps the
 * first), and forgets records past EMAIL_DELIVERY_RETENTION_DAYS.
 */
export async function recordEmailDelivery(
  db: Kysely<Database>,
  delivery: { idempotencyKey: string; template: string },
): Promise<void> {
  await db
    .insertInto('email_deliveries')
    .values({ idempotency_key: delivery.idempotencyKey, template: delivery.template })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  await db
    .deleteFrom('email_deliveries')
    .where(
      'sent_at',
      '<',
      sql<Date>`now() - make_interval(days => ${EMAIL_DELIVERY_RETENTION_DAYS})`,
    )
    .execute();
}
