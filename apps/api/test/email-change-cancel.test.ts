import { API_MESSAGES, withEmail } from '@starmatch/contracts/api-messages';
import { hashSecret } from '@starmatch/db/secret-tokens';
import { describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import type { EmailChangeCalls } from './support/email-change.js';
import { emailChangeApiPerFile, requestedChange } from './support/email-change.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { caughtUp, listen } from './support/user-events.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
let calls: EmailChangeCalls;
emailChangeApiPerFile((started) => {
  ({ api, outbox, calls } = started);
});

const INVALID = { message: API_MESSAGES.invalidCancelToken, code: 'INVALID_CANCEL_TOKEN' };

/** A registered person signed in on a second device too. */
async function personOnTwoDevices() {
  const person = await registeredPerson(api, outbox);
  const second = await calls.login(person.email, person.password);
  const { sessionToken } = second.json() as { sessionToken: string };
  return { ...person, tokens: [person.token, sessionToken] };
}

async function expectSignedOutEverywhere(tokens: string[]) {
  for (const token of tokens) {
    const me = await calls.currentUser(token);
    expect(me.statusCode).toBe(401);
  }
}

describe('POST /api/user/email/cancel, the link in the notice to the old address', () => {
  it('drops a pending change, ends every session and tells the gateways to close every socket', async () => {
    const person = await personOnTwoDevices();
    const newEmail = freshEmail('intruder');
    const { code, cancelToken } = await requestedChange(api, outbox, person, newEmail);
    const events = await listen(api, person.userId);

    const response = await calls.cancel({ token: cancelToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: withEmail(API_MESSAGES.emailChangeCancelled, person.email),
      email: person.email,
    });
    await expectSignedOutEverywhere(person.tokens);
    await caughtUp(api, person.userId, events);
    expect(events).toEqual([{ type: 'session_ended', reason: 'email_change_cancelled' }]);
    const changes = await api.db
      .selectFrom('email_changes')
      .select('id')
      .where('user_id', '=', person.userId)
      .execute();
    expect(changes).toEqual([]);

    // Signed in again with the old address, the new one's code finishes nothing.
    const login = await calls.login(person.email, person.password);
    expect(login.statusCode).toBe(200);
    const { sessionToken } = login.json() as { sessionToken: string };
    expect((await calls.confirm(sessionToken, code)).json()).toMatchObject({
      code: 'NO_PENDING_EMAIL_CHANGE',
    });
    expect((await calls.currentUser(sessionToken)).json()).toMatchObject({
      email: person.email,
      pendingEmail: null,
    });
    expect((await calls.login(newEmail, person.password)).statusCode).toBe(401);

    // The link works once.
    const again = await calls.cancel({ token: cancelToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await calls.currentUser(sessionToken)).statusCode).toBe(200);
  });

  it('puts back the old address of a change that went through, and signs everyone out', async () => {
    const person = await personOnTwoDevices();
    const newEmail = freshEmail('taken-over');
    const { code, cancelToken } = await requestedChange(api, outbox, person, newEmail);
    expect((await calls.confirm(person.token, code)).statusCode).toBe(200);
    // Whoever moved the account signs in with the new address now.
    const intruder = await calls.login(newEmail, person.password);
    expect(intruder.statusCode).toBe(200);
    const { sessionToken: intruderToken } = intruder.json() as { sessionToken: string };
    const events = await listen(api, person.userId);

    const response = await calls.cancel({ token: ` ${cancelToken} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: withEmail(API_MESSAGES.emailChangeCancelled, person.email),
      email: person.email,
    });
    await expectSignedOutEverywhere([...person.tokens, intruderToken]);
    await caughtUp(api, person.userId, events);
    expect(events).toEqual([{ type: 'session_ended', reason: 'email_change_cancelled' }]);
    const user = await api.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(person.email);
    expect(user.email_verified_at).not.toBeNull();
    expect((await calls.login(newEmail, person.password)).statusCode).toBe(401);
    expect((await calls.login(person.email, person.password)).statusCode).toBe(200);
  });

  it('keeps the old address for the link while it lives: a sign-up with it creates nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const { code } = await requestedChange(api, outbox, person, freshEmail('away'));
    expect((await calls.confirm(person.token, code)).statusCode).toBe(200);

    const signup = await call(api, 'POST', '/api/signup', { ...SIGNUP, email: person.email });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({ message: API_MESSAGES.signupAccepted });
    await outbox.next('signup-attempt', person.email);
    const holders = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email)
      .execute();
    expect(holders).toEqual([]);

    const other = await registeredPerson(api, outbox);
    const grab = await calls.change(other.token, {
      email: person.email,
      currentPassword: other.password,
    });
    expect(grab.statusCode).toBe(409);
    expect(grab.json()).toEqual({ message: API_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
  });

  it('refuses an unknown, expired or missing token with 400, ending nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const { cancelToken } = await requestedChange(api, outbox, person, freshEmail('late'));
    await api.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('cancel_token_hash', '=', hashSecret(cancelToken))
      .execute();
    for (const token of [cancelToken, 'x'.repeat(43)]) {
      const response = await calls.cancel({ token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    for (const body of [{}, { token: '   ' }]) {
      const response = await calls.cancel(body);
      expectValidationFailed(response, 'Cancel token is required');
    }
    expect((await calls.currentUser(person.token)).statusCode).toBe(200);
  });
});
