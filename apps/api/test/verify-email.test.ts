import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { describe, expect, it } from 'vitest';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call } from './support/call.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

const INVALID = {
  message: API_MESSAGES.invalidVerificationCode,
  code: 'INVALID_VERIFICATION_CODE',
};
const LOCKED = { message: API_MESSAGES.verificationLocked, code: 'VERIFICATION_LOCKED' };

/** A new account and the code it was sent. */
async function signedUp(): Promise<{ email: string; code: string }> {
  const email = freshEmail('verify');
  expect((await call(api, 'POST', '/api/signup', { ...SIGNUP, email })).statusCode).toBe(201);
  const { code } = await outbox.next('verification-code', email);
  return { email, code };
}

function wrongCode(code: string): string {
  return code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
}

async function verifiedAt(email: string): Promise<Date | null> {
  const row = await api.db
    .selectFrom('users')
    .select('email_verified_at')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.email_verified_at;
}

function verify(email: string, code: string) {
  return call(api, 'POST', '/api/verify-email', { email, code });
}

describe('POST /api/verify-email', () => {
  it('verifies with the code (any case, any spacing) and then the code is spent', async () => {
    const { email, code } = await signedUp();
    const response = await verify(email.toUpperCase(), ` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.emailVerified });
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('answers an unknown email, a wrong code and a missing code alike', async () => {
    const { email, code } = await signedUp();
    const wrong = await verify(email, wrongCode(code));
    const unknown = await verify(freshEmail('nobody'), code);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.body).toBe(wrong.body);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('refuses an expired code', async () => {
    const { email, code } = await signedUp();
    await api.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .execute();
    const response = await verify(email, code);
    expect(response.json()).toEqual(INVALID);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('counts wrong tries and locks the code after five, even against the right one', async () => {
    const { email, code } = await signedUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(email, wrongCode(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    const rightButLate = await verify(email, code);
    expect(rightButLate.statusCode).toBe(400);
    expect(rightButLate.json()).toEqual(LOCKED);
    expect(await verifiedAt(email)).toBeNull();

    // A new code starts afresh.
    await call(api, 'POST', '/api/verify-email/resend', { email });
    const fresh = await outbox.next('verification-code', email);
    expect(outbox.to(email)).toHaveLength(2);
    expect((await verify(email, fresh.code)).statusCode).toBe(200);
  });

  it('counts five wrong tries for the person, however many codes are live', async () => {
    const { email, code } = await signedUp();
    await call(api, 'POST', '/api/verify-email/resend', { email });
    const second = await outbox.next('verification-code', email);
    const miss = ['ZZZZZZ', 'YYYYYY', 'XXXXXX'].find(
      (text) => text !== code && text !== second.code,
    );
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(email, miss ?? '')).json()).toEqual(INVALID);
    }
    expect((await verify(email, code)).json()).toEqual(LOCKED);
    expect((await verify(email, second.code)).json()).toEqual(LOCKED);
    expect(await verifiedAt(email)).toBeNull();
  });

  it.each([
    ['a short code', { code: 'ABC12' }, 'Verification code must be 6 characters'],
    ['a long code', { code: 'ABC1234' }, 'Verification code must be 6 characters'],
    ['no code', { code: undefined }, 'Verification code must be 6 characters'],
    ['symbols', { code: 'ABC-12' }, 'Verification code must contain only letters and numbers'],
    ['a bad email', { email: 'x@y' }, 'Please enter a valid email address'],
  ])('refuses %s with its message', async (_label, change, message) => {
    const response = await call(api, 'POST', '/api/verify-email', {
      email: freshEmail(),
      code: 'ABC123',
      ...change,
    });
    expectValidationFailed(response, message);
  });
});

describe('POST /api/verify-email/resend', () => {
  const RESENT = { message: API_MESSAGES.verificationResent };

  it('adds a code to an unverified account: the first one still verifies, and spends both', async () => {
    const { email, code } = await signedUp();
    const response = await call(api, 'POST', '/api/verify-email/resend', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESENT);
    await expect.poll(() => outbox.to(email).length).toBe(2);
    const fresh = await outbox.next('verification-code', email);
    expect(fresh).toMatchObject({ to: email, fullName: SIGNUP.fullName });
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await verify(email, fresh.code)).json()).toEqual(INVALID);
  });

  it('answers a verified, an unknown and an unverified email alike, emailing only the last', async () => {
    const verified = await signedUp();
    expect((await verify(verified.email, verified.code)).statusCode).toBe(200);
    const unverified = await signedUp();
    const unknown = freshEmail('nobody');
    const answers = [];
    for (const email of [verified.email, unknown, unverified.email]) {
      answers.push(await call(api, 'POST', '/api/verify-email/resend', { email }));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(JSON.stringify(RESENT));
    }
    await expect.poll(() => outbox.to(unverified.email).length).toBe(2);
    expect(outbox.to(verified.email)).toHaveLength(1);
    expect(outbox.to(unknown)).toEqual([]);
  });

  it('refuses a bad email with its message', async () => {
    const response = await call(api, 'POST', '/api/verify-email/resend', { email: 'nope' });
    expectValidationFailed(response, 'Please enter a valid email address');
  });
});
