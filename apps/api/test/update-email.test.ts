import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { captureEmails, type EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let outbox: EmailOutbox;
beforeAll(async () => {
  api = await startTestApi();
  outbox = await captureEmails(api.infrastructure);
});
afterAll(async () => {
  await api.close();
});

function changeEmail(token: string, email: unknown) {
  return call(api, 'PATCH', '/api/user/email', { email }, { token });
}

function currentUser(token: string) {
  return call(api, 'GET', '/api/auth/user', undefined, { token });
}

describe('PATCH /api/user/email', () => {
  it('moves the account to an unverified new address, codes it there and tells the old one', async () => {
    const person = await registeredPerson(api, outbox);
    const newEmail = freshEmail('moved');
    const response = await changeEmail(person.token, ` ${newEmail.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.emailUpdated, email: newEmail });

    // Still signed in, now under the new, unverified address.
    expect((await currentUser(person.token)).json()).toEqual({
      id: person.userId,
      email: newEmail,
      fullName: SIGNUP.fullName,
      emailVerified: false,
      hasProfile: false,
    });
    const code = await outbox.next('verification-code', newEmail);
    expect(code).toMatchObject({ to: newEmail, fullName: SIGNUP.fullName });
    expect(await outbox.next('email-change-notice', person.email)).toEqual({
      template: 'email-change-notice',
      to: person.email,
      fullName: SIGNUP.fullName,
      newEmail,
    });
    expect(response.body).not.toContain(code.code);

    // Signing in needs the new address, verified.
    const oldLogin = await call(api, 'POST', '/api/login', {
      email: person.email,
      password: person.password,
    });
    expect(oldLogin.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const unverifiedLogin = await call(api, 'POST', '/api/login', {
      email: newEmail,
      password: person.password,
    });
    expect(unverifiedLogin.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    // The code just sent is still on its way, so that sign-in added none.
    const codes = await api.db
      .selectFrom('email_verifications')
      .select('id')
      .where('user_id', '=', person.userId)
      .execute();
    expect(codes).toHaveLength(1);
    const verified = await call(api, 'POST', '/api/verify-email', {
      email: newEmail,
      code: code.code,
    });
    expect(verified.statusCode).toBe(200);
    const login = await call(api, 'POST', '/api/login', {
      email: newEmail,
      password: person.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses the current address with 400 and changes nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const response = await changeEmail(person.token, person.email.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: API_MESSAGES.emailUnchanged,
      code: 'VALIDATION_FAILED',
    });
    expect((await currentUser(person.token)).json()).toMatchObject({ emailVerified: true });
  });

  it("refuses someone else's address with 409 and changes nothing", async () => {
    const person = await registeredPerson(api, outbox);
    const other = await registeredPerson(api, outbox);
    const response = await changeEmail(person.token, other.email);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: API_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
    expect((await currentUser(person.token)).json()).toMatchObject({
      email: person.email,
      emailVerified: true,
    });
    expect(outbox.to(person.email).map((sent) => sent.template)).toEqual(['verification-code']);
  });

  it.each([
    ['a bad email', 'not an email', 'Please enter a valid email address'],
    ['no email', undefined, 'Please enter a valid email address'],
    ['a long email', `${'a'.repeat(250)}@x.nz`, 'Email must be at most 254 characters'],
  ])('refuses %s with its message', async (_label, email, message) => {
    const person = await registeredPerson(api, outbox);
    const response = await changeEmail(person.token, email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });
});
