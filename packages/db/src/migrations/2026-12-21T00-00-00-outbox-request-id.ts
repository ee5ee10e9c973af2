import type { Kysely } from 'kysely';

/**
 * The request that wrote an outbox event (docs/ARCHITECTURE.md "One request id"), so whoever
 * delivers it (the relay in a worker included) does so in that request's name. Null for events
 * written outside any request, and for those written before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_events').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_events').dropColumn('request_id').execute();
}
