import { type Kysely, sql } from 'kysely';

/**
 * Appeals of a suspension or ban (docs/ARCHITECTURE.md "Moderation"): the person's text, and a
 * moderator's decision. One appeal per sanction, the sanction being the report whose action it
 * was (the unique index), so a double submit files one. The appeal goes with the account; a
 * report deleted by retention leaves it without its report. The deciding moderator's name is kept
 * as it was, as the audit log keeps it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('appeals')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('report_id', 'uuid', (col) => col.references('reports.id').onDelete('set null'))
    .addColumn('sanction', 'text', (col) =>
      col.notNull().check(sql`sanction in ('suspend', 'ban')`),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('open', 'upheld', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('moderator_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('moderator_name', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('appeals_report_idx')
    .on('appeals')
    .column('report_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('appeals_status_created_idx')
    .on('appeals')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('appeals_user_idx').on('appeals').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appeals').execute();
}
