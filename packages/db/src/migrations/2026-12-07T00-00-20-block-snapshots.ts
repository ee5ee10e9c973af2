import { type Kysely, sql } from 'kysely';

/**
 * Blocks keep what the blocker saw of the person when they blocked (docs/ARCHITECTURE.md "Trust
 * and safety"): `blocked_name` and `blocked_photo_url`, written at block time and never updated,
 * so the block list cannot be used to watch the person's current name and photo. New blocks point
 * the photo at a copy in the blocker's own upload folder; existing rows are backfilled from the
 * current data, their photo URL naming the photo file as it is now (a photo's URL never changes
 * content, though the file goes when its owner deletes it).
 *
 * The row outlives the blocked person's account: `blocked_id` no longer references users, so
 * deleting that account leaves the blocker's row and snapshot (they can still see and lift it),
 * and the blocker's own deletion still removes it. The index serves the paged list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blocks')
    .addColumn('blocked_name', 'text')
    .addColumn('blocked_photo_url', 'text')
    .execute();
  await sql`
    update blocks b set blocked_name = u.full_name, blocked_photo_url = p.profile_image_url
    from users u left join profiles p on p.user_id = u.id
    where u.id = b.blocked_id`.execute(db);
  await db.schema
    .alterTable('blocks')
    .alterColumn('blocked_name', (col) => col.setNotNull())
    .execute();
  await sql`alter table blocks drop constraint blocks_blocked_id_fkey`.execute(db);
  await db.schema
    .createIndex('blocks_blocker_recent_idx')
    .on('blocks')
    .columns(['blocker_id', 'created_at desc', 'blocked_id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blocks_blocker_recent_idx').execute();
  await sql`delete from blocks b where not exists (select 1 from users u where u.id = b.blocked_id)`.execute(
    db,
  );
  await sql`
    alter table blocks add constraint blocks_blocked_id_fkey
      foreign key (blocked_id) references users (id) on delete cascade`.execute(db);
  await db.schema
    .alterTable('blocks')
    .dropColumn('blocked_name')
    .dropColumn('blocked_photo_url')
    .execute();
}
