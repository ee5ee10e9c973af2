import { type Kysely, sql } from 'kysely';

/**
 * decks.compatibility: why the viewer and the candidate match, as the JSON text of the card's
 * `compatibility` (packages/zodiac explainCompatibility), written by the build that scored them
 * so the feed read only appends it. Decks built before the full score are dropped with their
 * builds: each is rebuilt by its owner's next feed read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from decks`.execute(db);
  await sql`delete from deck_builds`.execute(db);
  await db.schema
    .alterTable('decks')
    .addColumn('compatibility', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').dropColumn('compatibility').execute();
}
