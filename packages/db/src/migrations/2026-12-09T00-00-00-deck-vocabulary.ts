import { type Kysely, sql } from 'kysely';

/**
 * Issue 31's one vocabulary, in the schema too (docs/ARCHITECTURE.md "The domain layer"): a like
 * or a pass is a decision, and the people one is shown in Explore are the deck. So `swipes`
 * becomes `decisions`, `last_swipes` `last_decisions` and `feed_cards` `deck_cards`, with the
 * constraints and indexes named after them (`swipes_pkey` -> `decisions_pkey`, ...), and the
 * pool's refresh writes `deck_cards`. The columns keep their names (`is_like` is the wire's
 * `isLike`).
 *
 * In the distributed mode a rolling deploy still runs api processes of the code before this
 * while and after it migrates. So each old name stays behind as a simple view of its table,
 * which PostgreSQL and PGlite read and write through (inserts with `on conflict`, updates,
 * deletes and `for update` included): an old process's statements land in the renamed tables.
 * Nothing of the app uses the views. A later migration drops them once no process of the old
 * code runs.
 */
const RENAMED = [
  { before: 'swipes', after: 'decisions' },
  { before: 'last_swipes', after: 'last_decisions' },
  { before: 'feed_cards', after: 'deck_cards' },
] as const;

/**
 * Renames table `from` to `to`, and every constraint and index of it whose name starts with
 * `from_`. The constraints are listed from the catalogue rather than by name because
 * PostgreSQL 18 (PGlite's) names each not-null constraint and earlier versions keep none. An
 * index that backs a constraint is renamed with it.
 */
async function renameTable(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(db);
  await sql
    .raw(`
    do $$
    declare
      name text;
    begin
      for name in select conname from pg_constraint
        where conrelid = '${to}'::regclass and starts_with(conname, '${from}_')
      loop
        execute format('alter table %I rename constraint %I to %I',
          '${to}', name, '${to}' || substr(name, ${from.length + 1}));
      end loop;
      for name in select indexname from pg_indexes
        where schemaname = current_schema() and tablename = '${to}'
          and starts_with(indexname, '${from}_')
      loop
        execute format('alter index %I rename to %I',
          name, '${to}' || substr(name, ${from.length + 1}));
      end loop;
    end $$`)
    .execute(db);
}

/**
 * The pool's refresh (migration 2026-12-05T00-00-00-feed-cards wrote its body) writing the cards
 * into `to` instead of `from`: its definition as the database holds it, with the table's name
 * replaced, so the card's SQL stays exactly as that migration made it.
 */
async function refreshWritesCardsInto(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql
    .raw(`
    do $$
    begin
      execute replace(pg_get_functiondef('match_pool_refresh(uuid[])'::regprocedure),
        '${from}', '${to}');
    end $$`)
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { before, after } of RENAMED) await renameTable(db, before, after);
  await refreshWritesCardsInto(db, 'feed_cards', 'deck_cards');
  for (const { before, after } of RENAMED) {
    await sql`create view ${sql.table(before)} as select * from ${sql.table(after)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { before } of RENAMED) await sql`drop view ${sql.table(before)}`.execute(db);
  await refreshWritesCardsInto(db, 'deck_cards', 'feed_cards');
  for (const { before, after } of RENAMED) await renameTable(db, after, before);
}
