import { type Kysely, sql } from 'kysely';

/**
 * Email changes (docs/ARCHITECTURE.md "Email change"): a change waits in `email_changes` until
 * the code sent to the new address is entered, and its row (with the hash of the cancel link's
 * token) stays until that link expires, so the old address can still undo a change that took
 * effect. Its codes are `email_verifications` rows that name the change: the same code rules as
 * sign-up, and replacing or cancelling the change deletes them with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('previous_email', 'text', (col) => col.notNull())
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('cancel_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addCheckConstraint(
      'email_changes_emails_lowercase',
      sql`previous_email = lower(previous_email) and new_email = lower(new_email)`,
    )
    .execute();
  // At most one change waits for its code per person; confirmed ones stay for their cancel link.
  await db.schema
    .createIndex('email_changes_one_pending_key')
    .on('email_changes')
    .column('user_id')
    .unique()
    .where(sql.ref('confirmed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('email_changes_user_id_idx')
    .on('email_changes')
    .columns(['user_id', 'created_at'])
    .execute();
  // Sign-up finds out whether an address is held for a confirmed change's cancel link.
  await db.schema
    .createIndex('email_changes_previous_email_idx')
    .on('email_changes')
    .column('previous_email')
    .execute();

  await db.schema
    .alterTable('email_verifications')
    .addColumn('email_change_id', 'uuid', (col) =>
      col.references('email_changes.id').onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_verifications').dropColumn('email_change_id').execute();
  await db.schema.dropTable('email_changes').execute();
}
