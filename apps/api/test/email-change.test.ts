import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { insertBanIdentifiers } from '@starmatch/db/queries/ban-identifiers';
import { hashSecret } from '@starmatch/db/secret-tokens';
import { describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import type { EmailChangeCalls } from './support/email-change.js';
import {
  accountState,
  emailChangeApiPerFile,
  expectNoMoreEmailTo,
  expectSignInStillWith,
  requestedChange,
} from './support/email-change.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
let calls: EmailChangeCalls;
emailChangeApiPerFile((started) => {
  ({ api, outbox, calls } = started);
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
      pausedAt: null,
    });
    expect((await calls.login(newEmail, person.password)).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expectSignInStillWith(api, person);
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
    await insertBanIdentifiers(api.db, { emails: [banned], bannedAt: new Date() });
    const before = await accountState(api, person.userId);
    const ask = (email: unknown) =>
      calls.change(person.token, { email, currentPassword: person.password });

    const same = await ask(person.email.toUpperCase());
    expectValidationFailed(same, API_MESSAGES.emailUnchanged);
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
      expectValidationFailed(response, message);
    }
    expect(await accountState(api, person.userId)).toEqual(before);
    await expectNoMoreEmailTo(api, outbox, person.email, 1);
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
    await expectSignInStillWith(api, person);
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
      expectValidationFailed(response, message);
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
