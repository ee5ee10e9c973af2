import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { VERIFICATION_CODE } from '@starmatch/contracts/constants';
import { hashSecret } from '@starmatch/db/secret-tokens';
import { hash as argon2Hash } from 'argon2';
import { describe, expect, it } from 'vitest';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call } from './support/call.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { fastestHashMs } from './support/timing.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

const INVALID = { message: API_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' };

/** A new account that has not verified yet, and the code its sign-up emailed. */
async function signedUpUnverified() {
  const email = freshEmail('unverified');
  await call(api, 'POST', '/api/signup', { ...SIGNUP, email });
  const { code } = await outbox.next('verification-code', email);
  const { id } = await api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, userId: id, code };
}

async function codeCount(userId: string): Promise<number> {
  const rows = await api.db
    .selectFrom('email_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

/** Moves every code of the person `ms` into the past, as if that much time had gone by. */
async function ageCodes(userId: string, ms: number): Promise<void> {
  const codes = await api.db
    .selectFrom('email_verifications')
    .select(['id', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();
  for (const code of codes) {
    await api.db
      .updateTable('email_verifications')
      .set({
        created_at: new Date(code.created_at.getTime() - ms),
        expires_at: new Date(code.expires_at.getTime() - ms),
      })
      .where('id', '=', code.id)
      .execute();
  }
}

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return call(api, 'POST', '/api/login', { email, password }, { headers });
}

describe('POST /api/login', () => {
  it('opens a session for a verified person, storing only the token hash', async () => {
    const person = await registeredPerson(api, outbox);
    const response = await login(person.email.toUpperCase(), person.password, {
      'user-agent': 'Firefox/140',
    });
    expect(response.statusCode).toBe(200);
    const { sessionToken } = response.json() as { sessionToken: string };
    expect(Object.keys(response.json())).toEqual(['sessionToken']);
    expect(Buffer.from(sessionToken, 'base64url')).toHaveLength(32);
    const session = await api.db
      .selectFrom('sessions')
      .select(['user_id', 'user_agent'])
      .where('token_hash', '=', hashSecret(sessionToken))
      .executeTakeFirst();
    expect(session).toEqual({ user_id: person.userId, user_agent: 'Firefox/140' });
  });

  it('answers a wrong password and an unknown email alike, after the same hashing work', async () => {
    const person = await registeredPerson(api, outbox);
    const wrong = await login(person.email, 'not the password');
    const oneHash = await fastestHashMs();
    const started = performance.now();
    const unknown = await login(freshEmail('nobody'), person.password);
    expect(performance.now() - started).toBeGreaterThan(oneHash * 0.5);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an unverified email with 403, and adds no code while the first is under a minute old', async () => {
    const { email, userId } = await signedUpUnverified();
    const response = await login(email, SIGNUP.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: API_MESSAGES.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(await codeCount(userId)).toBe(1);
    const sessions = await api.db.selectFrom('sessions').select('user_id').execute();
    expect(sessions.map((row) => row.user_id)).not.toContain(userId);
  });

  it('emails a fresh code after a minute, and the first code still verifies', async () => {
    const { email, userId, code: first } = await signedUpUnverified();
    await ageCodes(userId, VERIFICATION_CODE.signInResendAfterMs);
    expect((await login(email, SIGNUP.password)).statusCode).toBe(403);
    const fresh = await outbox.next('verification-code', email);
    expect(fresh.to).toBe(email);
    expect(await codeCount(userId)).toBe(2);

    const verified = await call(api, 'POST', '/api/verify-email', { email, code: first });
    expect(verified.statusCode).toBe(200);
    // Verifying spends every code: the fresh one is gone too.
    expect(await codeCount(userId)).toBe(0);
    expect((await login(email, SIGNUP.password)).statusCode).toBe(200);
  });

  it('stops emailing codes on repeated unverified logins but keeps answering 403', async () => {
    const { email, userId } = await signedUpUnverified();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await ageCodes(userId, VERIFICATION_CODE.signInResendAfterMs);
      expect((await login(email, SIGNUP.password)).statusCode).toBe(403);
    }
    // The resend budget is 3 per 15 minutes: signup's code plus 3 fresh ones.
    await expect.poll(() => outbox.to(email).length).toBe(4);
    expect(await codeCount(userId)).toBe(4);
  });

  it('rehashes a password stored with weaker settings', async () => {
    const person = await registeredPerson(api, outbox);
    const weak = await argon2Hash(person.password, { memoryCost: 4096, timeCost: 1 });
    await api.db
      .updateTable('users')
      .set({ password_hash: weak })
      .where('id', '=', person.userId)
      .execute();
    expect((await login(person.email, person.password)).statusCode).toBe(200);
    const stored = await api.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toBe(weak);
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it.each([
    ['a bad email', { email: 'who' }, 'Please enter a valid email address'],
    ['an empty password', { password: '' }, 'Password is required'],
    ['no password', { password: undefined }, 'Password is required'],
    ['a long password', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %s with its message', async (_label, change, message) => {
    const response = await call(api, 'POST', '/api/login', {
      email: freshEmail(),
      password: 'whatever',
      ...change,
    });
    expectValidationFailed(response, message);
  });
});

describe('GET /api/auth/user', () => {
  it('describes the signed-in person', async () => {
    const person = await registeredPerson(api, outbox);
    const response = await call(api, 'GET', '/api/auth/user', undefined, { token: person.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: person.userId,
      email: person.email,
      fullName: SIGNUP.fullName,
      emailVerified: true,
      hasProfile: false,
      pendingEmail: null,
      pausedAt: null,
    });
  });

  it('has a profile once the profile has a photo', async () => {
    const person = await registeredPerson(api, outbox);
    await api.db
      .insertInto('profiles')
      .values({
        user_id: person.userId,
        bio: 'Loves the night sky.',
        sexual_orientation: 'heterosexual',
        location: 'Hamilton, Waikato',
        city: 'Hamilton',
        age_range_min: 25,
        age_range_max: 40,
        zodiac_sign: 'pisces',
      })
      .execute();
    const withoutPhoto = await call(api, 'GET', '/api/auth/user', undefined, {
      token: person.token,
    });
    expect(withoutPhoto.json()).toMatchObject({ hasProfile: false });
    await api.db
      .insertInto('photos')
      .values({
        user_id: person.userId,
        position: 0,
        url: `/uploads/profiles/${person.userId}/a.webp`,
        width: 800,
        height: 600,
        bytes: 1234,
        format: 'webp',
      })
      .execute();
    const withPhoto = await call(api, 'GET', '/api/auth/user', undefined, { token: person.token });
    expect(withPhoto.json()).toMatchObject({ hasProfile: true });
  });
});
