import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('waitlist')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('age_group', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('is_nz_based', 'boolean', (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('waitlist_email_lowercase', sql`email = lower(email)`)
    .addCheckConstraint(
      'waitlist_age_group_check',
      sql`age_group in ('18-25', '26-31', '32-38', '39-49', '50+')`,
    )
    .addCheckConstraint('waitlist_gender_check', sql`gender in ('male', 'female')`)
    .execute();
  await db.schema
    .createIndex('waitlist_email_lower_key')
    .on('waitlist')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_state').execute();
  await db.schema.dropTable('waitlist').execute();
}
