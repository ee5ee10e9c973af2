import { type Kysely, sql } from 'kysely';

/**
 * Data exports (docs/ARCHITECTURE.md "Your data"): each "Download my data" request and, once the
 * job has built it, the ZIP's bytes. The bytes live in the database, not a folder, so the api
 * that serves them and the worker that builds them need no shared volume in either run mode.
 * Deleted with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('preparing', 'ready', 'failed', 'expired')`),
    )
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('bytes', 'bytea')
    .addColumn('size', 'integer')
    .execute();
  await db.schema
    .createIndex('data_exports_user_requested_idx')
    .on('data_exports')
    .columns(['user_id', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('data_exports_expires_at_idx')
    .on('data_exports')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
