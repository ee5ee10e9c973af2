import { type Kysely, sql } from 'kysely';

/**
 * match_pool: one narrow row per person who can be matched at all (a profile, at least one photo,
 * not banned), holding only what the visibility rules read. Triggers on users, profiles, settings
 * and photos keep it true in the same transaction as the change, so no code path can forget it.
 * Its indexes follow the rules (docs/ARCHITECTURE.md "Matching and decks"): a deck build finds a
 * person's best candidates by id-ordered walks per gender, sign and city, instead of a pass over
 * everyone.
 */
/** The tables besides users that a person's pool row is made from. */
const POOL_SOURCES = ['profiles', 'settings', 'photos'];

/** Per event, the transition tables a trigger sees and the people they name. */
const STATEMENT_EVENTS = [
  { event: 'insert', referencing: 'new table as changed', ids: 'select user_id from changed' },
  { event: 'delete', referencing: 'old table as gone', ids: 'select user_id from gone' },
  {
    event: 'update',
    referencing: 'new table as changed old table as gone',
    ids: 'select user_id from changed union select user_id from gone',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('match_pool')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'date', (col) => col.notNull())
    .addColumn('sexual_orientation', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .addColumn('zodiac_sign', 'text', (col) => col.notNull())
    .addColumn('age_range_min', 'smallint', (col) => col.notNull())
    .addColumn('age_range_max', 'smallint', (col) => col.notNull())
    .addColumn('age_ranges', sql`text[]`, (col) => col.notNull())
    .addColumn('cities', sql`text[]`, (col) => col.notNull())
    .addColumn('suspended_until', 'timestamptz')
    .execute();
  // The deck build walks these in id order (its tie-break), per gender and sign, and per city
  // for viewers who name cities, stopping once enough people pass the rules.
  await db.schema
    .createIndex('match_pool_gender_sign_id_idx')
    .on('match_pool')
    .columns(['gender', 'zodiac_sign', 'user_id'])
    .execute();
  await db.schema
    .createIndex('match_pool_gender_sign_city_id_idx')
    .on('match_pool')
    .columns(['gender', 'zodiac_sign', 'city', 'user_id'])
    .execute();

  await sql`
    create function match_pool_refresh(ids uuid[]) returns void language plpgsql as $$
    begin
      delete from match_pool where user_id = any(ids);
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
        and exists (select 1 from photos ph where ph.user_id = u.id);
    end $$`.execute(db);

  // Statement-level triggers with transition tables: a bulk insert refreshes once, set-based.
  for (const table of POOL_SOURCES) {
    for (const { event, referencing, ids } of STATEMENT_EVENTS) {
      const fn = sql.raw(`match_pool_after_${table}_${event}`);
      await sql`
        create function ${fn}() returns trigger language plpgsql as $$
        begin
          perform match_pool_refresh(array(${sql.raw(ids)}));
          return null;
        end $$`.execute(db);
      await sql`
        create trigger ${sql.raw(`${table}_match_pool_${event}`)}
        after ${sql.raw(event)} on ${sql.raw(table)}
        referencing ${sql.raw(referencing)} for each statement
        execute function ${fn}()`.execute(db);
    }
  }
  // users: only the columns the pool holds, row by row (a new user has no profile yet, so an
  // insert changes nothing; a deleted one cascades out).
  await sql`
    create function match_pool_after_users_update() returns trigger language plpgsql as $$
    begin
      perform match_pool_refresh(array[new.id]);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_match_pool_update
    after update of gender, date_of_birth, banned_at, suspended_until on users
    for each row execute function match_pool_after_users_update()`.execute(db);

  await sql`select match_pool_refresh(array(select id from users))`.execute(db);

  // The feed reads a deck in (score desc, candidate_id) order and stops at a page: with the id
  // in the index, a page ends inside a group of equal scores without reading the whole group.
  await db.schema.dropIndex('decks_user_id_score_idx').execute();
  await db.schema
    .createIndex('decks_user_id_score_candidate_idx')
    .on('decks')
    .columns(['user_id', 'score desc', 'candidate_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('decks_user_id_score_candidate_idx').execute();
  await db.schema
    .createIndex('decks_user_id_score_idx')
    .on('decks')
    .columns(['user_id', 'score desc'])
    .execute();
  await sql`drop trigger users_match_pool_update on users`.execute(db);
  await sql`drop function match_pool_after_users_update()`.execute(db);
  for (const table of POOL_SOURCES) {
    for (const { event } of STATEMENT_EVENTS) {
      await sql`drop trigger ${sql.raw(`${table}_match_pool_${event}`)} on ${sql.raw(table)}`.execute(
        db,
      );
      await sql`drop function ${sql.raw(`match_pool_after_${table}_${event}`)}()`.execute(db);
    }
  }
  await sql`drop function match_pool_refresh(uuid[])`.execute(db);
  await db.schema.dropTable('match_pool').execute();
}
