import { type Kysely, sql } from 'kysely';

/**
 * Evidence photos stored once per photo (docs/ARCHITECTURE.md "Blocks, past matches and
 * reports"): `evidence_photos` holds each distinct file once, keyed by the SHA-256 of its bytes,
 * and `report_photos` keeps only each report's order of them. Reporting the same person again
 * (or a person reported by many) adds no copies of bytes already kept. The bytes already stored
 * per report move into the new table here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('evidence_photos')
    /** Lowercase hex of SHA-256 over `bytes`. */
    .addColumn('sha256', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('evidence_photos_sha256_hex', sql`sha256 ~ '^[0-9a-f]{64}$'`)
    .execute();
  await sql`
    insert into evidence_photos (sha256, content_type, bytes)
    select distinct on (encode(sha256(bytes), 'hex'))
      encode(sha256(bytes), 'hex'), content_type, bytes
    from report_photos
    order by encode(sha256(bytes), 'hex')`.execute(db);
  await db.schema.alterTable('report_photos').addColumn('photo_sha256', 'text').execute();
  await sql`update report_photos set photo_sha256 = encode(sha256(bytes), 'hex')`.execute(db);
  await sql`alter table report_photos alter column photo_sha256 set not null`.execute(db);
  await db.schema
    .alterTable('report_photos')
    .addForeignKeyConstraint('report_photos_photo_fkey', ['photo_sha256'], 'evidence_photos', [
      'sha256',
    ])
    .execute();
  await db.schema
    .createIndex('report_photos_photo_idx')
    .on('report_photos')
    .column('photo_sha256')
    .execute();
  await db.schema.alterTable('report_photos').dropColumn('bytes').execute();
  await db.schema.alterTable('report_photos').dropColumn('content_type').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('report_photos')
    .addColumn('content_type', 'text')
    .addColumn('bytes', 'bytea')
    .execute();
  await sql`
    update report_photos rp set content_type = e.content_type, bytes = e.bytes
    from evidence_photos e where e.sha256 = rp.photo_sha256`.execute(db);
  await sql`alter table report_photos alter column content_type set not null`.execute(db);
  await sql`alter table report_photos alter column bytes set not null`.execute(db);
  await db.schema.alterTable('report_photos').dropColumn('photo_sha256').execute();
  await db.schema.dropTable('evidence_photos').execute();
}
