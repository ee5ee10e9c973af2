import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/database.js';
import { newMessageId } from '../src/queries/messages.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { insertMatch, insertUser } from './support/fixtures.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.destroy();
});

/** Gives `userId` a row in every table that references users, pointing at `otherId` too. */
async function fillEveryTable(db: Kysely<Database>, userId: string, otherId: string) {
  const inAnHour = new Date(Date.now() + 3_600_000);
  await db
    .insertInto('sessions')
    .values({ token_hash: `session-${userId}`, user_id: userId, expires_at: inAnHour })
    .execute();
  await db
    .insertInto('realtime_tickets')
    .values({
      ticket_hash: `ticket-${userId}`,
      user_id: userId,
      session_token_hash: `session-${userId}`,
      expires_at: inAnHour,
    })
    .execute();
  const change = await db
    .insertInto('email_changes')
    .values({
      user_id: userId,
      previous_email: `old-${userId}@example.nz`,
      new_email: `new-${userId}@example.nz`,
      cancel_token_hash: `cancel-${userId}`,
      expires_at: inAnHour,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('email_verifications')
    .values([
      { user_id: userId, code_hash: `code-${userId}`, expires_at: inAnHour },
      {
        user_id: userId,
        email_change_id: change.id,
        code_hash: `change-code-${userId}`,
        expires_at: inAnHour,
      },
    ])
    .execute();
  await db
    .insertInto('password_resets')
    .values({ token_hash: `reset-${userId}`, user_id: userId, expires_at: inAnHour })
    .execute();
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      bio: 'A bio long enough.',
      sexual_orientation: 'heterosexual',
      location: 'Hamilton, Waikato',
      city: 'Hamilton',
      age_range_min: 20,
      age_range_max: 40,
      zodiac_sign: 'aries',
    })
    .execute();
  await db
    .insertInto('photos')
    .values({
      user_id: userId,
      position: 0,
      url: '/u.webp',
      width: 1,
      height: 1,
      bytes: 1,
      format: 'webp',
    })
    .execute();
  await db.insertInto('settings').values({ user_id: userId }).execute();
  await db
    .insertInto('decks')
    .values([
      {
        user_id: userId,
        candidate_id: otherId,
        score: 50,
        level: 'medium',
        compatibility: deckCompatibility(50),
      },
      {
        user_id: otherId,
        candidate_id: userId,
        score: 50,
        level: 'medium',
        compatibility: deckCompatibility(50),
      },
    ])
    .execute();
}

async function rowsMentioning(
  db: Kysely<Database>,
  userId: string,
): Promise<Record<string, number>> {
  const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
  return {
    sessions: await count(
      db.selectFrom('sessions').select('user_id').where('user_id', '=', userId),
    ),
    realtime_tickets: await count(
      db.selectFrom('realtime_tickets').select('user_id').where('user_id', '=', userId),
    ),
    email_verifications: await count(
      db.selectFrom('email_verifications').select('id').where('user_id', '=', userId),
    ),
    email_changes: await count(
      db.selectFrom('email_changes').select('id').where('user_id', '=', userId),
    ),
    password_resets: await count(
      db.selectFrom('password_resets').select('user_id').where('user_id', '=', userId),
    ),
    profiles: await count(
      db.selectFrom('profiles').select('user_id').where('user_id', '=', userId),
    ),
    photos: await count(db.selectFrom('photos').select('id').where('user_id', '=', userId)),
    settings: await count(
      db.selectFrom('settings').select('user_id').where('user_id', '=', userId),
    ),
    swipes: await count(
      db
        .selectFrom('decisions')
        .select('from_user')
        .where((eb) => eb.or([eb('from_user', '=', userId), eb('to_user', '=', userId)])),
    ),
    match_requests: await count(
      db
        .selectFrom('match_requests')
        .select('id')
        .where((eb) => eb.or([eb('from_user', '=', userId), eb('to_user', '=', userId)])),
    ),
    matches: await count(
      db
        .selectFrom('matches')
        .select('id')
        .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)])),
    ),
    messages: await count(
      db
        .selectFrom('messages')
        .select('id')
        .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)])),
    ),
    decks: await count(
      db
        .selectFrom('decks')
        .select('user_id')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('candidate_id', '=', userId)])),
    ),
  };
}

describe('deleting a user', () => {
  it("removes the user's rows from every table and leaves other people's alone", async () => {
    const leaving = await insertUser(test.db, { fullName: 'Leaving' });
    const staying = await insertUser(test.db, { fullName: 'Staying', gender: 'Male' });
    const bystander = await insertUser(test.db, { fullName: 'Bystander', gender: 'Male' });
    await fillEveryTable(test.db, leaving.id, staying.id);
    await fillEveryTable(test.db, staying.id, bystander.id);
    await test.db
      .insertInto('decisions')
      .values([
        { from_user: leaving.id, to_user: staying.id, is_like: true },
        { from_user: staying.id, to_user: leaving.id, is_like: true },
      ])
      .execute();
    await test.db
      .insertInto('match_requests')
      .values([
        { from_user: leaving.id, to_user: staying.id, status: 'accepted' },
        { from_user: staying.id, to_user: leaving.id },
      ])
      .execute();
    const match = await insertMatch(test.db, leaving.id, staying.id);
    await test.db
      .insertInto('messages')
      .values([
        {
          id: newMessageId(),
          match_id: match.id,
          sender_id: leaving.id,
          receiver_id: staying.id,
          content: 'hi',
        },
        {
          id: newMessageId(),
          match_id: match.id,
          sender_id: staying.id,
          receiver_id: leaving.id,
          content: 'yo',
        },
      ])
      .execute();

    const before = await rowsMentioning(test.db, leaving.id);
    expect(before).toEqual({
      sessions: 1,
      realtime_tickets: 1,
      email_verifications: 2,
      email_changes: 1,
      password_resets: 1,
      profiles: 1,
      photos: 1,
      settings: 1,
      swipes: 2,
      match_requests: 2,
      matches: 1,
      messages: 2,
      decks: 2,
    });

    await test.db.deleteFrom('users').where('id', '=', leaving.id).execute();

    const after = await rowsMentioning(test.db, leaving.id);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    const stayingRows = await rowsMentioning(test.db, staying.id);
    expect(stayingRows).toEqual({
      sessions: 1,
      realtime_tickets: 1,
      email_verifications: 2,
      email_changes: 1,
      password_resets: 1,
      profiles: 1,
      photos: 1,
      settings: 1,
      swipes: 0,
      match_requests: 0,
      matches: 0,
      messages: 0,
      decks: 2,
    });
  });
});
