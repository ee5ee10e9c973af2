import { type Kysely, sql } from 'kysely';

/**
 * last_swipes: each person's latest like or pass in the deck, the one decision Undo may take back
 * (docs/ARCHITECTURE.md "Matching and decks"). One row per person, overwritten by every like or
 * pass. `score` and `compatibility` (its explanation, JSON text) are what the deck held for the
 * pair when the pass took them off it, so an undone pass shows the card as it was (an undo that
 * finds neither scores the pair as a build would); `undone_at` marks a pass already undone (Undo works once)
 * and, while the person is still undecided, holds them at the front of the deck.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('last_swipes')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('candidate_id', 'uuid', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('is_like', 'boolean', (col) => col.notNull())
    .addColumn('score', 'integer')
    .addColumn('compatibility', 'text')
    .addColumn('decided_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('undone_at', 'timestamptz')
    .addCheckConstraint('last_swipes_not_self', sql`user_id <> candidate_id`)
    .addCheckConstraint('last_swipes_undone_pass', sql`undone_at is null or not is_like`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('last_swipes').execute();
}
