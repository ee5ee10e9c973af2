import type { Database } from '@starmatch/db/database';
import { hashPassword } from '@starmatch/db/passwords';
import { createSession } from '@starmatch/db/queries/sessions';
import { createPerson, type PersonSpec } from '@starmatch/db/testing-people';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { call } from './call.js';
import type { EmailOutbox } from './email-outbox.js';
import type { TestApi } from './test-api.js';

export interface Person {
  userId: string;
  token: string;
  sessionId: string;
}

/**
 * The person factory of these tests: a verified person written straight to the database (a
 * complete profile unless the spec says `profile: false`, see testing-people) with a live session.
 */
export async function signedInPerson(db: Kysely<Database>, spec: PersonSpec = {}): Promise<Person> {
  const userId = await createPerson(db, spec);
  const { token, sessionId } = await createSession(db, { userId, userAgent: 'vitest' });
  return { userId, token, sessionId };
}

/**
 * Gives a factory person (stored with a placeholder hash) a real password, for the calls that
 * ask for it again (deleting the account). Returns the password.
 */
export async function givePassword(
  db: Kysely<Database>,
  userId: string,
  password = 'a password of their own',
): Promise<string> {
  const passwordHash = await hashPassword(password);
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
  return password;
}

let emailCounter = 0;

export function freshEmail(label = 'person'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${Date.now().toString(36)}@example.nz`;
}

export const SIGNUP = {
  fullName: 'Aroha Ngata',
  dateOfBirth: '1995-03-15T00:00:00.000Z',
  gender: 'Female',
  password: 'correct horse battery',
} as const;

/**
 * Not a second factory but the sign-up flow itself, for the tests whose subject needs what only it
 * makes: a working password, a known address and the emails the outbox saw. Signs up and verifies
 * through the API, then signs in.
 */
export async function registeredPerson(
  api: TestApi,
  outbox: EmailOutbox,
  email = freshEmail(),
  password: string = SIGNUP.password,
): Promise<{ email: string; password: string; token: string; userId: string }> {
  const signup = await call(api, 'POST', '/api/signup', { ...SIGNUP, email, password });
  expect(signup.statusCode).toBe(201);
  const { code } = await outbox.next('verification-code', email);
  const verified = await call(api, 'POST', '/api/verify-email', { email, code });
  expect(verified.statusCode).toBe(200);
  const login = await call(api, 'POST', '/api/login', { email, password });
  expect(login.statusCode).toBe(200);
  const { sessionToken } = login.json() as { sessionToken: string };
  const user = await api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, password, token: sessionToken, userId: user.id };
}
