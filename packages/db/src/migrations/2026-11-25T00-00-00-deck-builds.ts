import { type Kysely, sql } from 'kysely';

/**
 * One row per person whose deck has been built, saying when and whether the build kept everyone
 * it could see. A feed read uses it to tell a never-built deck (build it now, so the first page is
 * full) and a cut deck that ran dry (rebuild it now) from a deck that is simply used up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deck_builds')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('built_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('visible', 'integer', (col) => col.notNull())
    .addColumn('kept', 'integer', (col) => col.notNull())
    .addCheckConstraint('deck_builds_kept_check', sql`kept between 0 and visible`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deck_builds').execute();
}
