import { type Kysely, sql } from 'kysely';

/**
 * Safety notices (docs/ARCHITECTURE.md "Moderation"): a ban warns everyone who matched the
 * banned person. One row per (person, banned account), so a notice is written once however
 * often the ban's event is delivered. The banned account is kept only to find the recipients of
 * the ban's emails; it is never shown. Set null, not cascaded, so the warning outlives the
 * banned account. Deleted with the recipient's account, and by retention after 90 days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('safety_notices')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('banned_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('match_removed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('dismissed_at', 'timestamptz')
    .addUniqueConstraint('safety_notices_user_banned_key', ['user_id', 'banned_user_id'])
    .execute();
  await db.schema
    .createIndex('safety_notices_banned_user_idx')
    .on('safety_notices')
    .column('banned_user_id')
    .execute();
  await db.schema
    .createIndex('safety_notices_created_at_idx')
    .on('safety_notices')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('safety_notices').execute();
}
