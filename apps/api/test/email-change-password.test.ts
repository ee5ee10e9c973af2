import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits/rate-limit-rules.js';
import type { EmailChangeCalls } from './support/email-change.js';
import {
  accountState,
  emailChangeApiPerFile,
  expectNoMoreEmailTo,
  expectSignInStillWith,
} from './support/email-change.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson } from './support/people.js';
import type { TestApi } from './support/test-api.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
let outbox: EmailOutbox;
let calls: EmailChangeCalls;
emailChangeApiPerFile((started) => {
  ({ api, outbox, calls } = started);
});

describe('PATCH /api/user/email refuses without the right current password', () => {
  it('asks for the current password with a 400, changing nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const before = await accountState(api, person.userId);
    for (const currentPassword of [undefined, '']) {
      const response = await calls.change(person.token, {
        email: freshEmail('wanted'),
        currentPassword,
      });
      expectValidationFailed(response, 'Current password is required');
    }
    expect(await accountState(api, person.userId)).toEqual(before);
    await expectNoMoreEmailTo(api, outbox, person.email, 1);
    await expectSignInStillWith(api, person);
  });

  it('answers a wrong one with 403, changing nothing and sending nothing', async () => {
    const person = await registeredPerson(api, outbox);
    const before = await accountState(api, person.userId);
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
    expect(await accountState(api, person.userId)).toEqual(before);
    await expectNoMoreEmailTo(api, outbox, person.email, 1);
    expect(outbox.to(wanted)).toEqual([]);
    expect((await calls.currentUser(person.token)).json()).toMatchObject({
      email: person.email,
      pendingEmail: null,
    });
    await expectSignInStillWith(api, person);
  });

  it('counts every try in its own budget, apart from the sign-in attempts, both ways', async () => {
    // Each call comes from an address of its own, so only the per-account budgets fill.
    const guessed = await registeredPerson(api, outbox);
    const changeBudget = RATE_LIMITS.emailChangePerAccount.points;
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
    expect(overChangeLimit.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The guesses here spent nothing of the sign-in budget.
    expect((await calls.login(guessed.email, guessed.password)).statusCode).toBe(200);

    // And the other way: a sign-in spray up to the account's ceiling leaves the change alone.
    const sprayed = await registeredPerson(api, outbox);
    for (let attempt = 1; attempt <= RATE_LIMITS.loginPerAccount.points; attempt += 1) {
      expect((await calls.login(sprayed.email, 'wrong password')).statusCode).toBe(401);
    }
    expect((await calls.login(sprayed.email, sprayed.password)).statusCode).toBe(429);
    const changed = await calls.change(sprayed.token, {
      email: freshEmail('wanted'),
      currentPassword: sprayed.password,
    });
    expect(changed.statusCode).toBe(200);
  });
});
