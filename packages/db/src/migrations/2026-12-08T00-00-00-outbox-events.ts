import { type Kysely, sql } from 'kysely';

/**
 * The transactional outbox (docs/ARCHITECTURE.md "Domain events and the outbox"). A change and
 * the events that report it commit together; the process that committed them relays them at
 * once and deletes them, and a relay in the worker sends whatever a dead process left behind. No
 * foreign keys: an event about an account outlives the account (account.deleted). The index
 * serves the relay's oldest-first scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    // The clock at the insert, not the transaction's start: the relay judges an event's age by
    // it, and a transaction that waited on a lock must not hand it an event that looks old.
    .addColumn('occurred_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`clock_timestamp()`),
    )
    .addColumn('claimed_until', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_events_occurred_at_idx')
    .on('outbox_events')
    .columns(['occurred_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_events').execute();
}
