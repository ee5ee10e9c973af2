import { type Kysely, sql } from 'kysely';

/**
 * Banned photos (docs/ARCHITECTURE.md "Banned photos"). `banned_photo_hashes` keeps a 64-bit
 * perceptual hash (16 hex digits) of each photo of a banned person: it outlives the account
 * (banned_user_id is set null) and the evidence copy it was taken from (evidence_sha256 is set
 * null when retention deletes the copy), so the hash stays and the photo does not. One row per
 * banned person and hash (the unique index) makes the hashing job safe to run again.
 *
 * `held_photos` are uploads that looked like a banned photo, kept out of `photos` until a
 * moderator releases or removes them; they go with the uploader's account. The matched hash
 * row is kept by id (set null if it goes), with the distance at the time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('banned_photo_hashes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('hash', 'text', (col) => col.notNull().check(sql`hash ~ '^[0-9a-f]{16}$'`))
    .addColumn('banned_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('banned_at', 'timestamptz', (col) => col.notNull())
    .addColumn('evidence_sha256', 'text', (col) =>
      col.references('evidence_photos.sha256').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('banned_photo_hashes_user_hash_idx')
    .on('banned_photo_hashes')
    .columns(['banned_user_id', 'hash'])
    .unique()
    .execute();
  await db.schema
    .createIndex('banned_photo_hashes_evidence_idx')
    .on('banned_photo_hashes')
    .column('evidence_sha256')
    .execute();

  await db.schema
    .createTable('held_photos')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('banned_hash_id', 'uuid', (col) =>
      col.references('banned_photo_hashes.id').onDelete('set null'),
    )
    .addColumn('distance', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('held_photos_created_idx')
    .on('held_photos')
    .column('created_at')
    .execute();
  await db.schema.createIndex('held_photos_user_idx').on('held_photos').column('user_id').execute();
  await db.schema
    .createIndex('held_photos_banned_hash_idx')
    .on('held_photos')
    .column('banned_hash_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('held_photos').execute();
  await db.schema.dropTable('banned_photo_hashes').execute();
}
