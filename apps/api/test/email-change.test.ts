import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { hashSecret } from '@starmatch/db/secret-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits/rate-limit-rules.js';
import { call } from './support/call.js';
import { emailChangeCalls, requestedChange } from './support/email-change.js';
import { captureEmails, type EmailOutbox, settleQueue } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let outbox: EmailOutbox;
let calls: ReturnType<typeof emailChangeCalls>;
beforeAll(async () => {
  api = await startTestApi();
  outbox = await captureEmails(api.infrastructure);
  calls = emailChangeCalls(api);
});
afterAll(async () => {
  await api.close();
});

type Person = Awaited<ReturnType<typeof registeredPerson>>;

/** The account row and its email changes, to show that a refused call changed nothing. */
async function accountState(person: Person) {
  const user = await api.db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'password_hash'])
    .where('id', '=', person.userId)
    .executeTakeFirstOrThrow();
  const changes = await api.db
    .selectFrom('email_changes')
    .select('id')
    .where('user_id', '=', person.userId)
    .execute();
  return { ...user, changes: changes.length };
}

/** Nothing more is mailed to `address`: a marker email sent after the calls arrives first. */
async function expectNoMoreEmailTo(address: string, count: number) {
  await settleQueue(outbox, () =>
    call(api, 'POST', '/api/signup', { ...SIGNUP, email: freshEmail('marker') }),
  );
  expect(outbox.to(address)).toHaveLength(count);
}

async function expectSignInStillWith(person: Person) {
  expect((await calls.login(person.email, person.password)).statusCode).toBe(200);
}

describe('PATCH /api/user/email refuses without the right current password', () => {
  it('asks for the current password with a 400, changing nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const before = await accountState(person);
    for (const currentPassword of [undefined, '']) {
      const response = await calls.change(person.token, {
        email: freshEmail('wanted'),
        currentPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Current password is required',
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await accountState(person)).toEqual(before);
    await expectNoMoreEmailTo(person.email, 1);
    await expectSignInStillWith(person);
  });

  it('answers a wrong one with 403, changing nothing and sending nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const before = await accountState(person);
    const wanted = freshEmail('wanted');
    const response = await calls.change(person.token, {
      email: wanted,
      currentPassword: 'not my password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: API_MESSAGES.incorrectCurrentPassword,
      code: 'INCORRECT_PASSWORD',
    });
    expect(await accountState(person)).toEqual(before);
    await expectNoMoreEmailTo(person.email, 1);
    expect(outbox.to(wanted)).toEqual([]);
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      email: person.email,
      pendingEmail: null,
    });
    await expectSignInStillWith(person);
  });

  it('counts every try with the sign-in attempts of the account, both ways', async () => {
    // Each call comes from an address of its own, so only the per-account budgets fill.
    const guessed = await registeredPerson(api, outbox);
    const loginBudget = RATE_LIMITS.loginPerAccount.points;
    const changeBudget = RATE_LIMITS.emailChangePerAccount.points;
    // The sign-in of registeredPerson spent one.
    for (let attempt = 1; attempt <= changeBudget; attempt += 1) {
      const wrong = await calls.change(guessed.token, {
        email: freshEmail('wanted'),
        currentPassword: `guess ${attempt}`,
      });
      expect(wrong.statusCode).toBe(403);
    }
    const overChangeLimit = await calls.change(guessed.token, {
      email: freshEmail('wanted'),
      currentPassword: guessed.password,
    });
    expect(overChangeLimit.statusCode).toBe(429);
    for (let attempt = 1 + changeBudget + 1; attempt <= loginBudget; attempt += 1) {
      expect((await calls.login(guessed.email, 'wrong password')).statusCode).toBe(401);
    }
    const refused = await calls.login(guessed.email, guessed.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // And the other way: sign-in attempts spend the budget of the password check here.
    const stuffed = await registeredPerson(api, outbox);
    for (let attempt = 2; attempt <= loginBudget; attempt += 1) {
      expect((await calls.login(stuffed.email, 'wrong password')).statusCode).toBe(401);
    }
    const before = await accountState(stuffed);
    const blocked = await calls.change(stuffed.token, {
      email: freshEmail('wanted'),
      currentPassword: stuffed.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await accountState(stuffed)).toEqual(before);
  });
});

describe('PATCH /api/user/email with the right password', () => {
  it('changes nothing about signing in until the code from the new address is entered', async () => {
    const person = await registeredPerson(api, outbox);
    const newEmail = freshEmail('moved');
    const { response, code, cancelToken } = await requestedChange(
      api,
      outbox,
      person,
      ` ${newEmail.toUpperCase()} `,
    );
    expect(response.json()).toEqual({
      message: withEmail(API_MESSAGES.emailChangeCodeSent, newEmail),
      pendingEmail: newEmail,
    });
    expect(response.body).not.toContain(code);
    expect(response.body).not.toContain(cancelToken);
    expect(outbox.to(newEmail)).toEqual([
      { template: 'email-change-code', to: newEmail, fullName: SIGNUP.fullName, code },
    ]);
    expect(outbox.to(person.email).at(-1)).toEqual({
      template: 'email-change-notice',
      to: person.email,
      fullName: SIGNUP.fullName,
      newEmail,
      cancelToken,
    });
    const stored = await api.db
      .selectFrom('email_changes')
      .select(['previous_email', 'new_email', 'cancel_token_hash', 'confirmed_at', 'expires_at'])
      .where('user_id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      previous_email: person.email,
      new_email: newEmail,
      cancel_token_hash: hashSecret(cancelToken),
      confirmed_at: null,
    });
    const linkLife = stored.expires_at.getTime() - Date.now();
    expect(linkLife).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(linkLife).toBeLessThanOrEqual(7 * 86_400_000);

    // Until the code: the old address signs in, gets reset links, and the user says so.
    expect((await calls.currentUser(person.token)).json()).toEqual({
      id: person.userId,
      email: person.email,
      fullName: SIGNUP.fullName,
      emailVerified: true,
      hasProfile: false,
      pendingEmail: newEmail,
    });
    expect((await calls.login(newEmail, person.password)).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expectSignInStillWith(person);
    await call(api, 'POST', '/api/auth/forgot-password', { email: newEmail });
    await call(api, 'POST', '/api/auth/forgot-password', { email: person.email });
    await outbox.next('password-reset', person.email);
    expect(outbox.to(newEmail)).toHaveLength(1);

    const wrong = await calls.confirm(person.token, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: API_MESSAGES.invalidVerificationCode,
      code: 'INVALID_VERIFICATION_CODE',
    });
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      email: person.email,
    });

    const confirmed = await calls.confirm(person.token, code.toLowerCase());
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: withEmail(API_MESSAGES.emailUpdated, newEmail),
      email: newEmail,
    });
    // The session that made the change goes on, now under the new, verified address.
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await calls.login(person.email, person.password)).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await calls.login(newEmail, person.password)).statusCode).toBe(200);
    const again = await calls.confirm(person.token, code);
    expect(again.json()).toEqual({
      message: API_MESSAGES.noPendingEmailChange,
      code: 'NO_PENDING_EMAIL_CHANGE',
    });
  });

  it('replaces an earlier pending change: its code and its link stop working', async () => {
    const person = await registeredPerson(api, outbox);
    const first = await requestedChange(api, outbox, person, freshEmail('first'));
    const secondEmail = freshEmail('second');
    const second = await requestedChange(api, outbox, person, secondEmail);
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      pendingEmail: secondEmail,
    });
    if (first.code !== second.code) {
      expect((await calls.confirm(person.token, first.code)).statusCode).toBe(400);
    }
    const oldLink = await calls.cancel({ token: first.cancelToken });
    expect(oldLink.statusCode).toBe(400);
    expect(oldLink.json()).toEqual({
      message: API_MESSAGES.invalidCancelToken,
      code: 'INVALID_CANCEL_TOKEN',
    });
    // The stale link ended nothing.
    expect((await calls.currentUser(person.token)).statusCode).toBe(200);
    expect((await calls.confirm(person.token, second.code)).json()).toMatchObject({
      email: secondEmail,
    });
  });

  it('locks after 5 wrong codes, as sign-up does, until a new code is sent', async () => {
    const person = await registeredPerson(api, outbox);
    const newEmail = freshEmail('locked');
    const { code } = await requestedChange(api, outbox, person, newEmail);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await calls.confirm(person.token, wrong)).json()).toMatchObject({
        code: 'INVALID_VERIFICATION_CODE',
      });
    }
    const locked = await calls.confirm(person.token, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      message: API_MESSAGES.verificationLocked,
      code: 'VERIFICATION_LOCKED',
    });

    const resent = await calls.resend(person.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      message: withEmail(API_MESSAGES.emailChangeCodeResent, newEmail),
      pendingEmail: newEmail,
    });
    const fresh = await outbox.next('email-change-code', newEmail);
    expect(resent.body).not.toContain(fresh.code);
    expect((await calls.confirm(person.token, fresh.code)).statusCode).toBe(200);
  });

  it('answers the same address, a taken one and a banned one as before, changing nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const other = await registeredPerson(api, outbox);
    const banned = freshEmail('banned');
    await api.db.insertInto('banned_emails').values({ email: banned }).execute();
    const before = await accountState(person);
    const ask = (email: unknown) =>
      calls.change(person.token, { email, currentPassword: person.password });

    const same = await ask(person.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      message: API_MESSAGES.emailUnchanged,
      code: 'VALIDATION_FAILED',
    });
    for (const taken of [other.email, banned]) {
      const response = await ask(taken);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: API_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
    }
    for (const [email, message] of [
      ['not an email', 'Please enter a valid email address'],
      [undefined, 'Please enter a valid email address'],
      [`${'a'.repeat(250)}@x.nz`, 'Email must be at most 254 characters'],
    ] as const) {
      const response = await ask(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
    expect(await accountState(person)).toEqual(before);
    await expectNoMoreEmailTo(person.email, 1);
  });

  it('answers 409 at the code when the address became another account meanwhile', async () => {
    const person = await registeredPerson(api, outbox);
    const contested = freshEmail('contested');
    const { code } = await requestedChange(api, outbox, person, contested);
    const signup = await call(api, 'POST', '/api/signup', { ...SIGNUP, email: contested });
    expect(signup.statusCode).toBe(201);
    const response = await calls.confirm(person.token, code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: API_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      email: person.email,
      pendingEmail: null,
    });
    await expectSignInStillWith(person);
  });
});

describe('the code step', () => {
  it('has nothing to confirm or resend without a pending change', async () => {
    const person = await registeredPerson(api, outbox);
    const none = { message: API_MESSAGES.noPendingEmailChange, code: 'NO_PENDING_EMAIL_CHANGE' };
    const confirm = await calls.confirm(person.token, 'ABC123');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual(none);
    const resend = await calls.resend(person.token);
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toEqual(none);
  });

  it('checks the code like the verify screen does', async () => {
    const person = await registeredPerson(api, outbox);
    for (const [code, message] of [
      ['ABC12', 'Verification code must be 6 characters'],
      [undefined, 'Verification code must be 6 characters'],
      ['AB-12C', 'Verification code must contain only letters and numbers'],
    ] as const) {
      const response = await calls.confirm(person.token, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
  });

  it("drops the pending change on the person's own Cancel: its code and link stop working", async () => {
    const person = await registeredPerson(api, outbox);
    const { code, cancelToken } = await requestedChange(api, outbox, person, freshEmail('kept'));
    const response = await calls.abandon(person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.emailChangeAbandoned });
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      email: person.email,
      pendingEmail: null,
    });
    expect((await calls.confirm(person.token, code)).json()).toMatchObject({
      code: 'NO_PENDING_EMAIL_CHANGE',
    });
    expect((await calls.cancel({ token: cancelToken })).statusCode).toBe(400);
    expect((await calls.abandon(person.token)).statusCode).toBe(200);
  });

  it('needs a session for every step but the cancel link', async () => {
    for (const response of [
      await calls.change('', { email: freshEmail(), currentPassword: 'x' }),
      await calls.confirm('', 'ABC123'),
      await calls.resend(''),
      await calls.abandon(''),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
