import { type Kysely, sql } from 'kysely';

/**
 * Correction requests (docs/ARCHITECTURE.md "Correction requests"): a person asks a moderator to
 * correct their name, date of birth or gender. A null detail is one the request leaves as it is.
 * At most one open request per person (the partial unique index), so two quick taps file one.
 * Deleted with the account, and by retention a year after the decision.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('correction_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('gender', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('open', 'approved', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('moderator_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint(
      'correction_requests_asks_something',
      sql`full_name is not null or date_of_birth is not null or gender is not null`,
    )
    .execute();
  await sql`create unique index correction_requests_one_open_idx on correction_requests (user_id) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('correction_requests_status_created_idx')
    .on('correction_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('correction_requests_user_created_idx')
    .on('correction_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('correction_requests').execute();
}
