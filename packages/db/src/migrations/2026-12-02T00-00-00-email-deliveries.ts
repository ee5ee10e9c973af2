import { type Kysely, sql } from 'kysely';

/**
 * One row per email the worker sent, keyed by its job's id (its idempotency key), so a job that
 * runs again (its worker died after sending, a retry) does not send it twice. No address is
 * kept: the key and the template say enough. Rows are pruned after a week, long after any
 * re-run of the same job could happen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_deliveries')
    .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
    .addColumn('template', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_deliveries_sent_at_idx')
    .on('email_deliveries')
    .column('sent_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_deliveries').execute();
}
