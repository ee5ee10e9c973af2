import { type Kysely, sql } from 'kysely';
import { cardHeadJson } from '../queries/candidate-card-json.js';

/**
 * feed_cards: the start of each pool member's feed card as JSON text, everything but what
 * changes with the viewer or the day (the age, the score and its level; the feed appends those).
 * Written by the pool's refresh, so it follows every change to the name, profile or photos in the
 * same transaction, and holds a row exactly for the people in match_pool. The feed read then
 * costs PostgreSQL one primary-key read and a few concatenations per card, instead of reading
 * users, profiles and photos and escaping a dozen texts for twenty cards on every read
 * (docs/ARCHITECTURE.md "Matching and decks"). A table of its own, because the deck build's walks
 * read match_pool's rows, and cards would make them ten times wider.
 *
 * The card's SQL comes from candidate-card-json.ts, where its rules are tested against their
 * JavaScript originals; a later change to it comes with a migration that refreshes the rows.
 */
/** The pool's own rows, as migration 2026-12-03T00-00-00-match-pool writes them. */
const POOL_INSERT = sql.raw(`
      insert into match_pool (user_id, gender, date_of_birth, sexual_orientation, city,
        zodiac_sign, age_range_min, age_range_max, age_ranges, cities, suspended_until)
      select u.id, u.gender, u.date_of_birth, p.sexual_orientation, p.city, p.zodiac_sign,
        p.age_range_min, p.age_range_max,
        coalesce(s.preferred_age_ranges, '{}'::text[]), coalesce(s.preferred_cities, '{}'::text[]),
        u.suspended_until
      from users u
      join profiles p on p.user_id = u.id
      left join settings s on s.user_id = u.id
      where u.id = any(ids) and u.banned_at is null
        and exists (select 1 from photos ph where ph.user_id = u.id);`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feed_cards')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('card', 'text', (col) => col.notNull())
    .execute();
  await sql`
    create or replace function match_pool_refresh(ids uuid[]) returns void language plpgsql as $$
    begin
      delete from match_pool where user_id = any(ids);
      delete from feed_cards where user_id = any(ids);
      ${POOL_INSERT}
      insert into feed_cards (user_id, card)
      select u.id, ${cardHeadJson({ u: 'u', p: 'p' })}
      from match_pool mp
      join users u on u.id = mp.user_id
      join profiles p on p.user_id = mp.user_id
      where mp.user_id = any(ids);
    end $$`.execute(db);
  // The card shows the name: a change to it refreshes the row as the other columns do.
  await sql`drop trigger users_match_pool_update on users`.execute(db);
  await sql`
    create trigger users_match_pool_update
    after update of gender, date_of_birth, banned_at, suspended_until, full_name on users
    for each row execute function match_pool_after_users_update()`.execute(db);
  await sql`select match_pool_refresh(array(select id from users))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_match_pool_update on users`.execute(db);
  await sql`
    create trigger users_match_pool_update
    after update of gender, date_of_birth, banned_at, suspended_until on users
    for each row execute function match_pool_after_users_update()`.execute(db);
  await sql`
    create or replace function match_pool_refresh(ids uuid[]) returns void language plpgsql as $$
    begin
      delete from match_pool where user_id = any(ids);
      ${POOL_INSERT}
    end $$`.execute(db);
  await db.schema.dropTable('feed_cards').execute();
}
