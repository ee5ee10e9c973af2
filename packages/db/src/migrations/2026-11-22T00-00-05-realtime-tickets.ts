import { type Kysely, sql } from 'kysely';

/**
 * Single-use WebSocket tickets. Kept in the database (not in a process) so a ticket issued by any
 * api copy can be redeemed by any gateway copy, in both run modes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('realtime_tickets')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_token_hash', 'text', (col) =>
      col.notNull().references('sessions.token_hash').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('realtime_tickets_expires_at_idx')
    .on('realtime_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('realtime_tickets').execute();
}
