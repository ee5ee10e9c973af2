import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { userChannel } from '@starmatch/contracts/bus-events';
import { hashSecret } from '@starmatch/db/secret-tokens';
import { describe, expect, it } from 'vitest';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call } from './support/call.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

const FORGOT = { message: API_MESSAGES.forgotPassword };
const INVALID = { message: API_MESSAGES.invalidResetToken, code: 'INVALID_RESET_TOKEN' };

async function resetLink(email: string): Promise<string> {
  const response = await call(api, 'POST', '/api/auth/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  return (await outbox.next('password-reset', email)).token;
}

function reset(token: string, password: string) {
  return call(api, 'POST', '/api/auth/reset-password', { token, password });
}

function login(email: string, password: string) {
  return call(api, 'POST', '/api/login', { email, password });
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown email alike, emailing a link only to the known one', async () => {
    const person = await registeredPerson(api, outbox);
    const unknown = freshEmail('nobody');
    const known = await call(api, 'POST', '/api/auth/forgot-password', { email: person.email });
    const stranger = await call(api, 'POST', '/api/auth/forgot-password', { email: unknown });
    expect([known.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(FORGOT);
    expect(stranger.body).toBe(known.body);
    const sent = await outbox.next('password-reset', person.email);
    expect(sent).toEqual({
      template: 'password-reset',
      to: person.email,
      fullName: SIGNUP.fullName,
      token: expect.any(String),
    });
    expect(known.body).not.toContain(sent.token);
    const stored = await api.db
      .selectFrom('password_resets')
      .select(['token_hash', 'expires_at'])
      .where('user_id', '=', person.userId)
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashSecret(sent.token)]);
    const lifetime = stored[0]!.expires_at.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000);
    expect(outbox.to(unknown)).toEqual([]);
  });

  it('refuses a bad email with its message', async () => {
    const response = await call(api, 'POST', '/api/auth/forgot-password', { email: '@x.nz' });
    expectValidationFailed(response, 'Please enter a valid email address');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, ends every session, tells the gateways, and works once', async () => {
    const person = await registeredPerson(api, outbox);
    const otherDevice = (await login(person.email, person.password)).json() as {
      sessionToken: string;
    };
    const events: unknown[] = [];
    const unsubscribe = await api.infrastructure.bus.subscribe(
      userChannel(person.userId),
      (event) => events.push(event),
    );
    const token = await resetLink(person.email);

    const response = await reset(token, 'new secret');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.passwordReset });
    await expect.poll(() => events).toEqual([{ type: 'session_ended', reason: 'password_reset' }]);
    await unsubscribe();
    for (const sessionToken of [person.token, otherDevice.sessionToken]) {
      const me = await call(api, 'GET', '/api/auth/user', undefined, { token: sessionToken });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(person.email, person.password)).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await login(person.email, 'new secret')).statusCode).toBe(200);

    const reused = await reset(token, 'third secret');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID);
    expect((await login(person.email, 'new secret')).statusCode).toBe(200);
  });

  it('verifies the email of an account that never was', async () => {
    const email = freshEmail('unverified');
    await call(api, 'POST', '/api/signup', { ...SIGNUP, email });
    await outbox.next('verification-code', email);
    const token = await resetLink(email);
    expect((await reset(token, 'brand new')).statusCode).toBe(200);
    expect((await login(email, 'brand new')).statusCode).toBe(200);
  });

  it('refuses an expired token and changes nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const token = await resetLink(person.email);
    await api.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashSecret(token))
      .execute();
    const response = await reset(token, 'new secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token, and an older link once a newer one was sent', async () => {
    const person = await registeredPerson(api, outbox);
    const older = await resetLink(person.email);
    await expect.poll(() => outbox.to(person.email).length).toBe(2);
    await call(api, 'POST', '/api/auth/forgot-password', { email: person.email });
    await expect.poll(() => outbox.to(person.email).length).toBe(3);
    expect((await reset(older, 'new secret')).json()).toEqual(INVALID);
    expect((await reset('x'.repeat(43), 'new secret')).json()).toEqual(INVALID);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent resets with one token win', async () => {
    const person = await registeredPerson(api, outbox);
    const token = await resetLink(person.email);
    const answers = await Promise.all([
      reset(token, 'first choice'),
      reset(token, 'second choice'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first choice' : 'second choice';
    expect((await login(person.email, winner)).statusCode).toBe(200);
  });

  it.each([
    ['no token', { token: undefined }, 'Reset token is required'],
    ['a blank token', { token: '   ' }, 'Reset token is required'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a long password', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %s with its message', async (_label, change, message) => {
    const response = await call(api, 'POST', '/api/auth/reset-password', {
      token: 'some-token',
      password: 'long enough',
      ...change,
    });
    expectValidationFailed(response, message);
  });
});
