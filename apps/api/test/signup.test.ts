import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { hashVerificationCode } from '@starmatch/db/queries/email-verifications';
import { issuePasswordReset } from '@starmatch/db/queries/password-resets';
import { createSession } from '@starmatch/db/queries/sessions';
import { describe, expect, it } from 'vitest';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call } from './support/call.js';
import { type EmailOutbox, settleQueue } from './support/email-outbox.js';
import { freshEmail, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { fastestHashMs } from './support/timing.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

const ACCEPTED = { message: API_MESSAGES.signupAccepted };

function userRow(email: string) {
  return api.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

describe('POST /api/signup', () => {
  it('creates an unverified account and emails a code that only its hash is stored for', async () => {
    const email = freshEmail('new');
    const response = await call(api, 'POST', '/api/signup', {
      ...SIGNUP,
      fullName: '  Aroha Ngata ',
      email: ` ${email.toUpperCase()}`,
      dateOfBirth: '1995-03-15T10:00:00+13:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(ACCEPTED);
    const user = await userRow(email);
    expect(user).toMatchObject({
      email,
      full_name: 'Aroha Ngata',
      // 10:00 in New Zealand's summer is 21:00 the day before in UTC.
      date_of_birth: '1995-03-14',
      gender: 'Female',
      email_verified_at: null,
    });
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const sent = await outbox.next('verification-code', email);
    expect(sent).toEqual({
      template: 'verification-code',
      to: email,
      fullName: 'Aroha Ngata',
      code: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    const stored = await api.db
      .selectFrom('email_verifications')
      .select(['code_hash', 'attempts', 'expires_at'])
      .where('user_id', '=', user!.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toBe(hashVerificationCode(user!.id, sent.code));
    expect(stored[0]?.attempts).toBe(0);
    const lifetime = stored[0]!.expires_at.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000);
    expect(response.body).not.toContain(sent.code);
  });

  it('answers a verified email exactly like a new one, changes nothing, and tells the owner', async () => {
    const email = freshEmail('taken');
    const first = await call(api, 'POST', '/api/signup', { ...SIGNUP, email });
    const { code } = await outbox.next('verification-code', email);
    expect((await call(api, 'POST', '/api/verify-email', { email, code })).statusCode).toBe(200);
    const before = await userRow(email);
    const codesBefore = await api.db.selectFrom('email_verifications').selectAll().execute();

    const again = await call(api, 'POST', '/api/signup', {
      ...SIGNUP,
      email: email.toUpperCase(),
      fullName: 'Someone Else',
      gender: 'Male',
      password: 'another password',
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await userRow(email)).toEqual(before);
    expect(await api.db.selectFrom('email_verifications').selectAll().execute()).toEqual(
      codesBefore,
    );
    expect(await outbox.next('signup-attempt', email)).toEqual({
      template: 'signup-attempt',
      to: email,
    });
    expect(outbox.to(email).map((sent) => sent.template)).toEqual([
      'verification-code',
      'signup-attempt',
    ]);
  });

  it('spends a password hash on a taken email too, so timing does not tell', async () => {
    const email = freshEmail('timing');
    await call(api, 'POST', '/api/signup', { ...SIGNUP, email });
    const oneHash = await fastestHashMs();
    const started = performance.now();
    await call(api, 'POST', '/api/signup', { ...SIGNUP, email });
    expect(performance.now() - started).toBeGreaterThan(oneHash * 0.5);
  });

  it('creates one account when two sign-ups race for an email', async () => {
    const email = freshEmail('race');
    const responses = await Promise.all([
      call(api, 'POST', '/api/signup', { ...SIGNUP, email }),
      call(api, 'POST', '/api/signup', { ...SIGNUP, email }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const rows = await api.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    // Neither is verified, so the second replaces the first and mails a code of its own.
    await outbox.next('verification-code', email);
    await outbox.next('verification-code', email);
  });

  it.each([
    ['a short name', { fullName: ' A ' }, 'Full name must be at least 2 characters'],
    ['a long name', { fullName: 'x'.repeat(101) }, 'Full name must be at most 100 characters'],
    ['a plain date', { dateOfBirth: '1995-03-15' }, 'Date of birth must be an ISO date-time'],
    ['dd/mm/yyyy', { dateOfBirth: '15/03/1995' }, 'Date of birth must be an ISO date-time'],
    ['no date', { dateOfBirth: undefined }, 'Date of birth must be an ISO date-time'],
    ['31 February', { dateOfBirth: '2001-02-31T00:00:00.000Z' }, 'Please enter a real date'],
    [
      '29 February of a common year',
      { dateOfBirth: '2001-02-29T00:00:00.000Z' },
      'Please enter a real date',
    ],
    [
      'a date before 1900',
      { dateOfBirth: '1899-12-31T00:00:00Z' },
      'Please enter a valid date of birth',
    ],
    [
      'a minor',
      { dateOfBirth: `${new Date().getUTCFullYear() - 16}-01-01T00:00:00Z` },
      'You must be 18 or older to join',
    ],
    ['a future birth', { dateOfBirth: '2999-01-01T00:00:00Z' }, 'You must be 18 or older to join'],
    ['a bad email', { email: 'aroha@' }, 'Please enter a valid email address'],
    ['a waitlist gender', { gender: 'female' }, 'Please select your gender'],
    ['no gender', { gender: undefined }, 'Please select your gender'],
    ['a short password', { password: '1234567' }, 'Password must be at least 8 characters'],
    ['a long password', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %s with its message and creates nothing', async (_label, change, message) => {
    const email = freshEmail('invalid');
    const response = await call(api, 'POST', '/api/signup', { ...SIGNUP, email, ...change });
    expectValidationFailed(response, message);
    expect(await userRow(email)).toBeUndefined();
  });

  it('sends nothing for a refused sign-up', async () => {
    const email = freshEmail('refused');
    await call(api, 'POST', '/api/signup', { ...SIGNUP, email, password: 'short' });
    const marker = freshEmail('marker');
    await settleQueue(outbox, () => call(api, 'POST', '/api/signup', { ...SIGNUP, email: marker }));
    expect(outbox.to(email)).toEqual([]);
  });
});

describe('POST /api/signup for an address nobody has verified yet', () => {
  it('replaces the earlier sign-up: its password, name, birth date, codes, links and sessions', async () => {
    const email = freshEmail('squatted');
    const squatter = { ...SIGNUP, email, fullName: 'Not Aroha', password: 'squatter password' };
    expect((await call(api, 'POST', '/api/signup', squatter)).statusCode).toBe(201);
    const squattersCode = (await outbox.next('verification-code', email)).code;
    const earlier = await userRow(email);
    const { token: squattersSession } = await createSession(api.db, {
      userId: earlier!.id,
      userAgent: 'vitest',
    });
    const squattersLink = await issuePasswordReset(api.db, earlier!.id);

    const owner = {
      ...SIGNUP,
      email,
      fullName: 'Aroha Ngata',
      dateOfBirth: '1990-07-01T00:00:00.000Z',
      gender: 'Female',
      password: 'the owner password',
    };
    const answer = await call(api, 'POST', '/api/signup', owner);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual(ACCEPTED);
    const ownersCode = (await outbox.next('verification-code', email)).code;
    expect(outbox.to(email).map((sent) => sent.template)).toEqual([
      'verification-code',
      'verification-code',
    ]);
    const now = await userRow(email);
    expect(now).toMatchObject({
      id: earlier!.id,
      full_name: 'Aroha Ngata',
      date_of_birth: '1990-07-01',
      gender: 'Female',
      email_verified_at: null,
    });

    // Nothing of the earlier sign-up works any more.
    const oldCode = await call(api, 'POST', '/api/verify-email', { email, code: squattersCode });
    expect(oldCode.statusCode).toBe(400);
    const oldSession = await call(api, 'GET', '/api/auth/user', undefined, {
      token: squattersSession,
    });
    expect(oldSession.statusCode).toBe(401);
    const oldLink = await call(api, 'POST', '/api/auth/reset-password', {
      token: squattersLink.token,
      password: 'squatter again',
    });
    expect(oldLink.statusCode).toBe(400);

    // Unverified, sign-in still refuses the right password with 403, and the old one with 401.
    const early = await call(api, 'POST', '/api/login', { email, password: owner.password });
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const theirs = await call(api, 'POST', '/api/login', { email, password: squatter.password });
    expect(theirs.statusCode).toBe(401);

    expect(
      (await call(api, 'POST', '/api/verify-email', { email, code: ownersCode })).statusCode,
    ).toBe(200);
    const signIn = await call(api, 'POST', '/api/login', { email, password: owner.password });
    expect(signIn.statusCode).toBe(200);
    const squatterSignIn = await call(api, 'POST', '/api/login', {
      email,
      password: squatter.password,
    });
    expect(squatterSignIn.statusCode).toBe(401);
  });
});
