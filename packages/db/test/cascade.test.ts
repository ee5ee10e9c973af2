import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/database.js';
import { newMessageId } from '../src/queries/messages.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { fileDatabase } from './support/file-database.js';
import { insertMatch, insertUser } from './support/fixtures.js';

const test = fileDatabase();

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

/** Each count below: the table it reads and the columns that can hold a person's id. */
const USER_COLUMNS: Record<string, [table: string, columns: string[]]> = {
  sessions: ['sessions', ['user_id']],
  realtime_tickets: ['realtime_tickets', ['user_id']],
  email_verifications: ['email_verifications', ['user_id']],
  email_changes: ['email_changes', ['user_id']],
  password_resets: ['password_resets', ['user_id']],
  profiles: ['profiles', ['user_id']],
  photos: ['photos', ['user_id']],
  settings: ['settings', ['user_id']],
  decisions: ['decisions', ['from_user', 'to_user']],
  match_requests: ['match_requests', ['from_user', 'to_user']],
  matches: ['matches', ['user_a', 'user_b']],
  messages: ['messages', ['sender_id', 'receiver_id']],
  decks: ['decks', ['user_id', 'candidate_id']],
};

/** How many rows of each table in USER_COLUMNS name `userId`. */
async function rowsMentioning(
  db: Kysely<Database>,
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, [table, columns]] of Object.entries(USER_COLUMNS)) {
    const mentions = columns.map((column) => sql`${sql.ref(column)} = ${userId}`);
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)}
      where ${sql.join(mentions, sql` or `)}`.execute(db);
    counts[name] = rows[0]!.count;
  }
  return counts;
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
      decisions: 2,
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
      decisions: 0,
      match_requests: 0,
      matches: 0,
      messages: 0,
      decks: 2,
    });
  });
});
