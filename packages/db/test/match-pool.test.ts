import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../src/testing-people.js';
import { peopleDatabase } from './support/people-database.js';

// match_pool is written by triggers only (migration 2026-12-03T00-00-00-match-pool): every change
// to the four tables it is made from shows in it within the same statement.

const test = peopleDatabase();

function poolRow(userId: string) {
  return test.db
    .selectFrom('match_pool')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The person's deck card head, which the refresh writes exactly for the pool's members. */
async function cardOf(userId: string) {
  const row = await test.db
    .selectFrom('deck_cards')
    .select('card')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.card;
}

describe('match_pool', () => {
  it('holds a complete person with what the rules read, and follows each change', async () => {
    const id = await createPerson(test.db, {
      gender: 'Male',
      dateOfBirth: '1994-06-15',
      sign: 'gemini',
      city: 'Hamilton',
      ageRangeMin: 25,
      ageRangeMax: 40,
      preferredAgeRanges: ['26-31'],
      preferredCities: ['Hamilton', 'Auckland'],
    });
    expect(await poolRow(id)).toEqual({
      user_id: id,
      gender: 'Male',
      date_of_birth: '1994-06-15',
      birth_key: 19940615,
      sexual_orientation: 'heterosexual',
      city: 'Hamilton',
      zodiac_sign: 'gemini',
      age_range_min: 25,
      age_range_max: 40,
      age_ranges: ['26-31'],
      cities: ['Hamilton', 'Auckland'],
      suspended_until: null,
    });
    await test.db
      .updateTable('profiles')
      .set({ city: 'Auckland' })
      .where('user_id', '=', id)
      .execute();
    await test.db
      .updateTable('settings')
      .set({ preferred_cities: [] })
      .where('user_id', '=', id)
      .execute();
    const until = new Date('2030-01-01T00:00:00Z');
    await test.db
      .updateTable('users')
      .set({ suspended_until: until })
      .where('id', '=', id)
      .execute();
    expect(await poolRow(id)).toMatchObject({
      city: 'Auckland',
      cities: [],
      suspended_until: until,
    });
    await test.db.deleteFrom('settings').where('user_id', '=', id).execute();
    expect(await poolRow(id)).toMatchObject({ age_ranges: [], cities: [] });
  });

  it('leaves out whoever has no profile, no photo or a ban, and takes them back in', async () => {
    const noProfile = await createPerson(test.db, { profile: false });
    const noPhoto = await createPerson(test.db, { photos: 0 });
    const banned = await createPerson(test.db);
    await test.db
      .updateTable('users')
      .set({ banned_at: new Date() })
      .where('id', '=', banned)
      .execute();
    for (const id of [noProfile, noPhoto, banned]) {
      expect(await poolRow(id)).toBeUndefined();
      expect(await cardOf(id)).toBeUndefined();
    }

    await test.db
      .insertInto('photos')
      .values({
        user_id: noPhoto,
        position: 0,
        url: `/uploads/profiles/${noPhoto}/0.webp`,
        width: 800,
        height: 1000,
        bytes: 50_000,
        format: 'webp',
      })
      .execute();
    await test.db.updateTable('users').set({ banned_at: null }).where('id', '=', banned).execute();
    expect(await poolRow(noPhoto)).toMatchObject({ user_id: noPhoto });
    expect(await poolRow(banned)).toMatchObject({ user_id: banned });
    expect(await cardOf(noPhoto)).toMatch(new RegExp(`^\\{"userId":"${noPhoto}",`));
    expect(await cardOf(banned)).toMatch(new RegExp(`^\\{"userId":"${banned}",`));

    await test.db.deleteFrom('photos').where('user_id', '=', noPhoto).execute();
    await test.db.deleteFrom('profiles').where('user_id', '=', banned).execute();
    expect(await poolRow(noPhoto)).toBeUndefined();
    expect(await poolRow(banned)).toBeUndefined();
    expect(await cardOf(noPhoto)).toBeUndefined();
    expect(await cardOf(banned)).toBeUndefined();
  });

  it('loses a deleted account with the account', async () => {
    const id = await createPerson(test.db);
    await test.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await poolRow(id)).toBeUndefined();
    expect(await test.db.selectFrom('match_pool').selectAll().execute()).toEqual([]);
    expect(await test.db.selectFrom('deck_cards').selectAll().execute()).toEqual([]);
  });

  it("keeps birth_key such that (a day's YYYYMMDD - birth_key) / 10000 is age() on that day", async () => {
    const births = ['2000-02-29', '1996-03-01', '1999-12-31', '2001-01-01', '1990-06-15'];
    const ids = await Promise.all(
      births.map((dateOfBirth) => createPerson(test.db, { dateOfBirth })),
    );
    // Every day of four years, a leap year among them, for each birth date.
    const { rows } = await sql<{ days: number; differ: number }>`
      select count(*)::int as days,
        count(*) filter (where
          (to_char(day, 'YYYYMMDD')::int - mp.birth_key) / 10000
            <> date_part('year', age(day, mp.date_of_birth))::int
        )::int as differ
      from match_pool mp,
        generate_series('2023-01-01'::date, '2026-12-31'::date, interval '1 day') day
      where mp.user_id = any(${ids}::uuid[])`.execute(test.db);
    expect(rows[0]).toEqual({ days: 5 * 1461, differ: 0 });
  });
});
