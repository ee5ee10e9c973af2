import { describe, expect, it } from 'vitest';
import type { NewProfile } from '../src/tables/profiles.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { fileDatabase } from './support/file-database.js';
import {
  CHECK,
  FOREIGN_KEY,
  insertMatch,
  insertUser,
  orderedPair,
  UNIQUE,
  violation,
} from './support/fixtures.js';

const test = fileDatabase();

function profile(userId: string, overrides: Partial<NewProfile> = {}): NewProfile {
  return {
    user_id: userId,
    bio: 'Loves long walks on Muriwai beach.',
    sexual_orientation: 'heterosexual',
    location: 'Auckland, Auckland',
    city: 'Auckland',
    age_range_min: 25,
    age_range_max: 35,
    zodiac_sign: 'leo',
    ...overrides,
  };
}

describe('users', () => {
  it('rejects a second account with the same email', async () => {
    await insertUser(test.db, { email: 'kiri@example.nz' });
    await expect(insertUser(test.db, { email: 'kiri@example.nz' })).rejects.toMatchObject(
      violation(UNIQUE, 'users_email_lower_key'),
    );
  });

  it('rejects an email that is not stored lowercased', async () => {
    await expect(insertUser(test.db, { email: 'Kiri@Example.nz' })).rejects.toMatchObject(
      violation(CHECK, 'users_email_lowercase'),
    );
  });

  it('rejects a gender outside Female and Male', async () => {
    await expect(
      test.db
        .insertInto('users')
        .values({
          email: 'x@example.nz',
          password_hash: 'h',
          full_name: 'X',
          date_of_birth: '1990-01-01',
          // @ts-expect-error: not a UserGender, on purpose
          gender: 'female',
        })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'users_gender_check'));
  });
});

describe('foreign keys', () => {
  it('reject rows pointing at a user that does not exist', async () => {
    await expect(
      test.db
        .insertInto('sessions')
        .values({
          token_hash: 'nobody',
          user_id: '00000000-0000-4000-8000-000000000000',
          expires_at: new Date(),
        })
        .execute(),
    ).rejects.toMatchObject({ code: FOREIGN_KEY });
  });
});

describe('profiles, photos and settings', () => {
  it('allow one profile and one settings row per user', async () => {
    const user = await insertUser(test.db);
    await test.db.insertInto('profiles').values(profile(user.id)).execute();
    await expect(
      test.db.insertInto('profiles').values(profile(user.id)).execute(),
    ).rejects.toMatchObject(violation(UNIQUE, 'profiles_pkey'));
    await test.db.insertInto('settings').values({ user_id: user.id }).execute();
    await expect(
      test.db.insertInto('settings').values({ user_id: user.id }).execute(),
    ).rejects.toMatchObject(violation(UNIQUE, 'settings_pkey'));
    const settings = await test.db
      .selectFrom('settings')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(settings.preferred_age_ranges).toEqual([]);
    expect(settings.preferred_cities).toEqual([]);
  });

  it.each([
    ['min below 18', { age_range_min: 17 }],
    ['max above 99', { age_range_max: 100 }],
    ['min above max', { age_range_min: 40, age_range_max: 30 }],
  ])('reject an age range with %s', async (_label, overrides) => {
    const user = await insertUser(test.db);
    await expect(
      test.db.insertInto('profiles').values(profile(user.id, overrides)).execute(),
    ).rejects.toMatchObject(violation(CHECK, 'profiles_age_range_check'));
  });

  it('accept the age range edges 18 and 99', async () => {
    const user = await insertUser(test.db);
    const row = await test.db
      .insertInto('profiles')
      .values(profile(user.id, { age_range_min: 18, age_range_max: 99 }))
      .returning(['age_range_min', 'age_range_max'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ age_range_min: 18, age_range_max: 99 });
  });

  it('reject an unknown zodiac sign', async () => {
    const user = await insertUser(test.db);
    await expect(
      test.db
        .insertInto('profiles')
        // @ts-expect-error: not a sign, on purpose
        .values(profile(user.id, { zodiac_sign: 'ophiuchus' }))
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'profiles_zodiac_sign_check'));
  });

  it('keep photo positions within 0..5 and unique per user', async () => {
    const user = await insertUser(test.db);
    const photo = (position: number) => ({
      user_id: user.id,
      position,
      url: `/uploads/profiles/${user.id}/${position}.webp`,
      width: 600,
      height: 800,
      bytes: 1000,
      format: 'webp',
    });
    await test.db
      .insertInto('photos')
      .values([photo(0), photo(5)])
      .execute();
    await expect(test.db.insertInto('photos').values(photo(0)).execute()).rejects.toMatchObject(
      violation(UNIQUE, 'photos_user_id_position_key'),
    );
    for (const position of [-1, 6]) {
      await expect(
        test.db.insertInto('photos').values(photo(position)).execute(),
      ).rejects.toMatchObject(violation(CHECK, 'photos_position_check'));
    }
  });
});

describe('decisions, requests, matches and decks', () => {
  it('allow one decision per direction and none on yourself', async () => {
    const [a, b] = [await insertUser(test.db), await insertUser(test.db, { gender: 'Male' })];
    await test.db
      .insertInto('decisions')
      .values({ from_user: a.id, to_user: b.id, is_like: true })
      .execute();
    await test.db
      .insertInto('decisions')
      .values({ from_user: b.id, to_user: a.id, is_like: false })
      .execute();
    await expect(
      test.db
        .insertInto('decisions')
        .values({ from_user: a.id, to_user: b.id, is_like: false })
        .execute(),
    ).rejects.toMatchObject(violation(UNIQUE, 'decisions_pkey'));
    await expect(
      test.db
        .insertInto('decisions')
        .values({ from_user: a.id, to_user: a.id, is_like: true })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'decisions_not_self'));
  });

  it('allow one pending request per direction, and a new one once answered', async () => {
    const [a, b] = [await insertUser(test.db), await insertUser(test.db, { gender: 'Male' })];
    const first = await test.db
      .insertInto('match_requests')
      .values({ from_user: a.id, to_user: b.id })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
    expect(first.status).toBe('pending');
    await expect(
      test.db.insertInto('match_requests').values({ from_user: a.id, to_user: b.id }).execute(),
    ).rejects.toMatchObject(violation(UNIQUE, 'match_requests_pending_pair_key'));
    // The other direction is a different request.
    await test.db.insertInto('match_requests').values({ from_user: b.id, to_user: a.id }).execute();
    await test.db
      .updateTable('match_requests')
      .set({ status: 'declined', responded_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    await test.db.insertInto('match_requests').values({ from_user: a.id, to_user: b.id }).execute();
    await expect(
      test.db
        .insertInto('match_requests')
        // @ts-expect-error: not a status, on purpose
        .values({ from_user: a.id, to_user: b.id, status: 'maybe' })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'match_requests_status_check'));
  });

  it('store a match once per pair, smaller id first', async () => {
    const [a, b] = [await insertUser(test.db), await insertUser(test.db, { gender: 'Male' })];
    const pair = orderedPair(a.id, b.id);
    await insertMatch(test.db, a.id, b.id);
    await expect(insertMatch(test.db, b.id, a.id)).rejects.toMatchObject(
      violation(UNIQUE, 'matches_user_a_user_b_key'),
    );
    await expect(
      test.db.insertInto('matches').values({ user_a: pair.user_b, user_b: pair.user_a }).execute(),
    ).rejects.toMatchObject(violation(CHECK, 'matches_ordered_pair'));
  });

  it('keep one deck entry per candidate with a score of 0..100', async () => {
    const [a, b] = [await insertUser(test.db), await insertUser(test.db, { gender: 'Male' })];
    const entry = {
      user_id: a.id,
      candidate_id: b.id,
      score: 80,
      level: 'high',
      compatibility: deckCompatibility(80),
    };
    await test.db.insertInto('decks').values(entry).execute();
    await expect(test.db.insertInto('decks').values(entry).execute()).rejects.toMatchObject(
      violation(UNIQUE, 'decks_pkey'),
    );
    await expect(
      test.db
        .insertInto('decks')
        .values({ ...entry, candidate_id: a.id })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'decks_not_self'));
    await expect(
      test.db
        .insertInto('decks')
        .values({ ...entry, user_id: b.id, candidate_id: a.id, score: 101 })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'decks_score_check'));
  });
});
