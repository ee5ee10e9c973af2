import { type Kysely, sql } from 'kysely';

/**
 * Read receipts and presence (docs/ARCHITECTURE.md "Read receipts and presence").
 *
 * user_presence: when each person last had Starmatch open, written when their last socket closes
 * and each minute while one is open, so 'Active 5m ago' survives a restart of every gateway. A
 * table of its own rather than a column of users: users has triggers that refresh the match
 * pool, and this row is written every minute for everyone online.
 *
 * settings.hide_activity: the person hides their read receipts and activity from their matches,
 * and then sees no one else's either.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_presence')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('last_active_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('settings')
    .addColumn('hide_activity', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('hide_activity').execute();
  await db.schema.dropTable('user_presence').execute();
}
