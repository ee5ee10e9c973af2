import { type Kysely, sql } from 'kysely';

/**
 * Kept conversations (docs/ARCHITECTURE.md "Blocks, past matches and reports"): when a match
 * ends its messages are copied here before the match and its messages are deleted, so a report
 * made from 'Past matches' still carries them while neither person can read them.
 *
 * No column references users or matches: the copy must outlive both accounts and the match, and
 * only the retention job deletes it (by `ended_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kept_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('match_id', 'uuid', (col) => col.notNull())
    .addColumn('sender_id', 'uuid', (col) => col.notNull())
    .addColumn('receiver_id', 'uuid', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('kept_messages_pair_idx')
    .on('kept_messages')
    .expression(sql`least(sender_id, receiver_id), greatest(sender_id, receiver_id), id`)
    .execute();
  await db.schema
    .createIndex('kept_messages_ended_at_idx')
    .on('kept_messages')
    .column('ended_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kept_messages').execute();
}
