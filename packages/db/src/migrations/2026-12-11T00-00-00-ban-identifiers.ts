import { type Kysely, sql } from 'kysely';
import { banIdentifierHashes } from '../ban-identifier-hashes.js';

/**
 * A ban keeps keyed hashes of its email identifiers (`ban_identifiers`) instead of the plain
 * addresses (`banned_emails`), so dots, a `+tag` or googlemail.com no longer get a banned Gmail
 * user back in, and no banned address is kept readable. The addresses already banned are
 * converted (each identifier keeps its earliest ban) and the plain table is dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ban_identifiers')
    .addColumn('identifier_hash', 'text', (col) => col.primaryKey())
    .addColumn('banned_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  const banned: { email: string; banned_at: Date }[] = await db
    .selectFrom('banned_emails')
    .select(['email', 'banned_at'])
    .orderBy('banned_at')
    .execute();
  for (const { email, banned_at } of banned) {
    const [identifierHash] = await banIdentifierHashes(db, [email]);
    await db
      .insertInto('ban_identifiers')
      .values({ identifier_hash: identifierHash, banned_at })
      .onConflict((oc) => oc.column('identifier_hash').doNothing())
      .execute();
  }

  await db.schema.dropTable('banned_emails').execute();
}

/** The hashes cannot be turned back into addresses: the table comes back empty. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('banned_emails')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('banned_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.dropTable('ban_identifiers').execute();
}
