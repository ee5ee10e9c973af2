import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('swipes')
    .addColumn('from_user', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('to_user', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_like', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('swipes_pkey', ['from_user', 'to_user'])
    .addCheckConstraint('swipes_not_self', sql`from_user <> to_user`)
    .execute();
  await db.schema.createIndex('swipes_to_user_idx').on('swipes').column('to_user').execute();

  await db.schema
    .createTable('match_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('from_user', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('to_user', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint(
      'match_requests_status_check',
      sql`status in ('pending', 'accepted', 'declined')`,
    )
    .addCheckConstraint('match_requests_not_self', sql`from_user <> to_user`)
    .execute();
  await db.schema
    .createIndex('match_requests_pending_pair_key')
    .on('match_requests')
    .unique()
    .columns(['from_user', 'to_user'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('match_requests_inbox_idx')
    .on('match_requests')
    .columns(['to_user', 'status', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_a', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // An ordered pair makes (A,B) and (B,A) the same row, so the unique key covers both.
    .addCheckConstraint('matches_ordered_pair', sql`user_a < user_b`)
    // Its leading column also serves lookups by user_a.
    .addUniqueConstraint('matches_user_a_user_b_key', ['user_a', 'user_b'])
    .execute();
  await db.schema.createIndex('matches_user_b_idx').on('matches').column('user_b').execute();

  await db.schema
    .createTable('decks')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('candidate_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('score', 'smallint', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('built_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('decks_pkey', ['user_id', 'candidate_id'])
    .addCheckConstraint('decks_score_check', sql`score between 0 and 100`)
    .addCheckConstraint('decks_not_self', sql`user_id <> candidate_id`)
    .execute();
  await db.schema
    .createIndex('decks_user_id_score_idx')
    .on('decks')
    .columns(['user_id', 'score desc'])
    .execute();
  await db.schema
    .createIndex('decks_candidate_id_idx')
    .on('decks')
    .column('candidate_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('decks').execute();
  await db.schema.dropTable('matches').execute();
  await db.schema.dropTable('match_requests').execute();
  await db.schema.dropTable('swipes').execute();
}
