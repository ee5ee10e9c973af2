import { type Kysely, sql } from 'kysely';

/**
 * match_pool.birth_key: the date of birth as the number YYYYMMDD. A person's age on a day is then
 * (that day's YYYYMMDD - birth_key) / 10000 in integer division: whole years, counted once the
 * birthday is reached, and 29 February birthdays turning over on 1 March, as age() and ageOn
 * count them. The visibility rules ask a pair's ages up to a dozen times (the wanted range, the
 * wanted age groups, both ways); with age() on timestamps that was most of the feed re-check's
 * time, with the key it is integer arithmetic.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table match_pool add column birth_key integer not null
    generated always as (
      (extract(year from date_of_birth) * 10000 + extract(month from date_of_birth) * 100
        + extract(day from date_of_birth))::integer
    ) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table match_pool drop column birth_key`.execute(db);
}
