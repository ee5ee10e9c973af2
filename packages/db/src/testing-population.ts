import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';

// A believable population made inside PostgreSQL with generate_series, so 100,000 people take
// seconds: for `pnpm bench:deck` and the tests that need a city (real PostgreSQL only; in PGlite
// it would take minutes). Attributes come from hashint4 of the row number: the same population
// on every run. Rows 1..measured are the people whose deck reads are measured: open preferences,
// aged 28-35, Auckland, so at every scale they see whoever is willing to see them. The match_pool
// triggers fill the pool as the rows go in.

const SIGN_BY_DAY = sql`case
  when md >= 321 and md <= 419 then 'aries' when md >= 420 and md <= 520 then 'taurus'
  when md >= 521 and md <= 620 then 'gemini' when md >= 621 and md <= 722 then 'cancer'
  when md >= 723 and md <= 822 then 'leo' when md >= 823 and md <= 922 then 'virgo'
  when md >= 923 and md <= 1022 then 'libra' when md >= 1023 and md <= 1121 then 'scorpio'
  when md >= 1122 and md <= 1221 then 'sagittarius' when md >= 120 and md <= 218 then 'aquarius'
  when md >= 219 and md <= 320 then 'pisces' else 'capricorn' end`;

function ageGroup(age: string) {
  const a = sql.raw(age);
  return sql`case when ${a} <= 25 then '18-25' when ${a} <= 31 then '26-31'
    when ${a} <= 38 then '32-38' when ${a} <= 48 then '39-48' when ${a} <= 55 then '49-55'
    else '56-66' end`;
}

/** Seeds `size` people; answers the ids of the measured ones, in row order. */
export async function seedPopulation(
  db: Kysely<Database>,
  options: { size: number; measured: number; today: string },
): Promise<string[]> {
  const ids = await db.transaction().execute((trx) => fill(trx, options));
  await sql`analyze`.execute(db);
  return ids;
}

/** One transaction, so every statement runs on the connection that holds the temporary table. */
async function fill(
  db: Kysely<Database>,
  options: { size: number; measured: number; today: string },
): Promise<string[]> {
  const { size, measured, today } = options;
  await sql`create temporary table bench_people on commit drop as
    select i, gen_random_uuid() as id,
      case when i % 2 = 0 then 'Female' else 'Male' end as gender,
      case when i <= ${measured} then 28 + i % 8 else 18 + abs(hashint4(i * 7 + 1)) % 48 end as age,
      abs(hashint4(i * 7 + 2)) % 360 as days_since_birthday,
      abs(hashint4(i * 7 + 3)) % 100 as r1,
      abs(hashint4(i * 7 + 4)) % 100 as r2,
      abs(hashint4(i * 7 + 5)) % 100 as r3
    from generate_series(1, ${size}) as i`.execute(db);
  await sql`alter table bench_people add column dob date, add column city text`.execute(db);
  await sql`update bench_people set
    dob = (${today}::date - make_interval(years => age) - make_interval(days => days_since_birthday))::date,
    city = case when i <= ${measured} then 'Auckland' when r1 < 5 then null
      when r1 < 55 then 'Auckland' when r1 < 80 then 'North Shore' else 'Hamilton' end`.execute(db);

  await sql`insert into users (id, email, password_hash, full_name, date_of_birth, gender, email_verified_at)
    select id, 'bench-' || i || '@example.nz', '$argon2id$bench', 'Bench Person ' || i, dob, gender, now()
    from bench_people`.execute(db);
  await sql`insert into profiles (user_id, bio, sexual_orientation, location, city,
      age_range_min, age_range_max, zodiac_sign, profile_image_url)
    select id, 'Bench bio number ' || i || ', here for the coffee and the stars.', 'heterosexual',
      coalesce(city, 'Tauranga') || ', New Zealand', city,
      case when i <= ${measured} then 18 else greatest(18, age - 5 - r2 % 6) end,
      case when i <= ${measured} then 99 else least(99, age + 5 + r3 % 9) end,
      ${SIGN_BY_DAY}, '/uploads/profiles/' || id || '/0.webp'
    from (select *, extract(month from dob) * 100 + extract(day from dob) as md from bench_people) p`.execute(
    db,
  );
  await sql`insert into photos (user_id, position, url, width, height, bytes, format)
    select id, 0, '/uploads/profiles/' || id || '/0.webp', 1200, 1600, 180000, 'webp'
    from bench_people`.execute(db);
  await sql`insert into settings (user_id, preferred_age_ranges, preferred_cities)
    select id,
      case when i <= ${measured} or r2 < 40 then '{}'::text[]
        else array(select distinct unnest(array[${ageGroup('age')}, ${ageGroup('age + 6')}])) end,
      case when i <= ${measured} or r3 < 50 or city is null then '{}'::text[] else array[city] end
    from bench_people`.execute(db);
  const { rows } = await sql<{ id: string }>`
    select id from bench_people where i <= ${measured} order by i`.execute(db);
  return rows.map((row) => row.id);
}
