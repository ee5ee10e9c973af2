import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/database.js';
import type { User, UserGender } from '../../src/tables/users.js';

export async function insertUser(
  db: Kysely<Database>,
  overrides: { email?: string; gender?: UserGender; fullName?: string } = {},
): Promise<User> {
  return db
    .insertInto('users')
    .values({
      email: overrides.email ?? `user-${randomUUID()}@example.nz`,
      password_hash: '$argon2id$placeholder',
      full_name: overrides.fullName ?? 'Test Person',
      date_of_birth: '1994-06-15',
      gender: overrides.gender ?? 'Female',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The two ids of a match in the order the matches table wants (user_a < user_b). */
export function orderedPair(first: string, second: string): { user_a: string; user_b: string } {
  return first < second ? { user_a: first, user_b: second } : { user_a: second, user_b: first };
}

export async function insertMatch(db: Kysely<Database>, first: string, second: string) {
  return db
    .insertInto('matches')
    .values(orderedPair(first, second))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a rejected insert must look like: the Postgres error code and constraint name. */
export function violation(code: '23505' | '23514' | '23503', constraint: string) {
  return { code, constraint };
}

export const UNIQUE = '23505';
export const CHECK = '23514';
export const FOREIGN_KEY = '23503';
