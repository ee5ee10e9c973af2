import { type Kysely, sql } from 'kysely';

/**
 * Trust and safety (docs/ARCHITECTURE.md "Trust and safety"): roles and account standing on
 * users, blocks, ended matches (for 'Past matches'), reports with their evidence snapshot and
 * photo copies, the moderation audit log, and the emails a ban keeps out.
 *
 * Reports, their photos and the audit log outlive both accounts: their user references are set
 * to null on delete, and the names they need are copied in at the time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member'))
    .addColumn('suspended_until', 'timestamptz')
    .addColumn('banned_at', 'timestamptz')
    .execute();
  await sql`alter table users add constraint users_role_check check (role in ('member', 'moderator'))`.execute(
    db,
  );

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('blocked_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pkey', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute();

  await db.schema
    .createTable('ended_matches')
    .addColumn('match_id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_a', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('matched_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ended_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('ended_matches_pair_order', sql`user_a < user_b`)
    .execute();
  await db.schema
    .createIndex('ended_matches_user_a_idx')
    .on('ended_matches')
    .columns(['user_a', 'ended_at'])
    .execute();
  await db.schema
    .createIndex('ended_matches_user_b_idx')
    .on('ended_matches')
    .columns(['user_b', 'ended_at'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reporter_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reporter_name', 'text', (col) => col.notNull())
    .addColumn('reported_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reported_name', 'text', (col) => col.notNull())
    /** Kept so a ban can refuse the address after the account is deleted. */
    .addColumn('reported_email', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('match_id', 'uuid')
    .addColumn('evidence', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('resolved_by_name', 'text')
    .addColumn('action', 'text')
    .addColumn('note', 'text')
    .addCheckConstraint('reports_status_check', sql`status in ('open', 'resolved')`)
    .addCheckConstraint(
      'reports_category_check',
      sql`category in ('fake_or_scam', 'harassment', 'inappropriate_photos', 'underage', 'offline_safety', 'spam', 'other')`,
    )
    .addCheckConstraint(
      'reports_action_check',
      sql`action is null or action in ('dismiss', 'warn', 'suspend', 'ban')`,
    )
    .execute();
  await db.schema
    .createIndex('reports_status_created_idx')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_reported_idx')
    .on('reports')
    .columns(['reported_id', 'status'])
    .execute();

  /** Copies of the reported person's photos at report time, kept whatever they do later. */
  await db.schema
    .createTable('report_photos')
    .addColumn('report_id', 'uuid', (col) =>
      col.notNull().references('reports.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_photos_pkey', ['report_id', 'position'])
    .execute();

  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('report_id', 'uuid', (col) => col.references('reports.id').onDelete('set null'))
    .addColumn('moderator_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('moderator_name', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('subject_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'moderation_actions_action_check',
      sql`action in ('dismiss', 'warn', 'suspend', 'ban')`,
    )
    .execute();
  await db.schema
    .createIndex('moderation_actions_created_idx')
    .on('moderation_actions')
    .column('created_at')
    .execute();

  /** Lowercased, as users.email is. */
  await db.schema
    .createTable('banned_emails')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('banned_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'banned_emails',
    'moderation_actions',
    'report_photos',
    'reports',
    'ended_matches',
    'blocks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('role')
    .dropColumn('suspended_until')
    .dropColumn('banned_at')
    .execute();
}
