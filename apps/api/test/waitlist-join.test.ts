import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { countWaitlist } from '@starmatch/db/queries/waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { freshEmail } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const entry = {
  ageGroup: '32-38',
  gender: 'male',
  isNzBased: true,
  ipAddress: '',
  userAgent: 'Mozilla/5.0 (from the page)',
};

async function storedEntry(email: string) {
  return api.db
    .selectFrom('waitlist')
    .select(['email', 'age_group', 'gender', 'is_nz_based', 'ip_address', 'user_agent'])
    .where('email', '=', email)
    .executeTakeFirst();
}

describe('POST /api/waitlist', () => {
  it("joins with the request's address, never the body's, and counts one more", async () => {
    const email = freshEmail('wait');
    const before = await countWaitlist(api.db);
    const response = await call(
      api,
      'POST',
      '/api/waitlist',
      { ...entry, email: email.toUpperCase(), ipAddress: '6.6.6.6' },
      { ip: '203.0.113.77' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: API_MESSAGES.waitlistJoined });
    expect(await storedEntry(email)).toEqual({
      email,
      age_group: '32-38',
      gender: 'male',
      is_nz_based: true,
      ip_address: '203.0.113.77',
      user_agent: 'Mozilla/5.0 (from the page)',
    });
    expect(await countWaitlist(api.db)).toBe(before + 1);
  });

  it('takes the user agent from the header when the body has none, cut to 1024 characters', async () => {
    const email = freshEmail('wait');
    const { userAgent: _omitted, ...withoutAgent } = entry;
    const response = await call(
      api,
      'POST',
      '/api/waitlist',
      { ...withoutAgent, email },
      { headers: { 'user-agent': `Agent/${'x'.repeat(2000)}` } },
    );
    expect(response.statusCode).toBe(201);
    expect((await storedEntry(email))?.user_agent).toBe(`Agent/${'x'.repeat(1018)}`);
  });

  it('answers 409 for an email already on the list, in any case, and the count stays', async () => {
    const email = freshEmail('wait');
    expect((await call(api, 'POST', '/api/waitlist', { ...entry, email })).statusCode).toBe(201);
    const count = await countWaitlist(api.db);
    const again = await call(api, 'POST', '/api/waitlist', {
      ...entry,
      email: ` ${email.toUpperCase()} `,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: API_MESSAGES.waitlistDuplicate, code: 'CONFLICT' });
    expect(await countWaitlist(api.db)).toBe(count);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a missing email', { email: undefined }, 'Please enter a valid email address.'],
    [
      'a too long email',
      { email: `${'a'.repeat(250)}@x.nz` },
      'Email must be at most 254 characters',
    ],
    ['no age group', { ageGroup: undefined }, 'Please select your age group.'],
    ['an unknown age group', { ageGroup: '39-48' }, 'Please select your age group.'],
    ['no gender', { gender: undefined }, 'Please select your gender.'],
    ['a signup gender', { gender: 'Female' }, 'Please select your gender.'],
    ['no NZ answer', { isNzBased: undefined }, 'Please indicate if you are NZ based.'],
    ['a text NZ answer', { isNzBased: 'yes' }, 'Please indicate if you are NZ based.'],
  ])('refuses %s with its message and adds nothing', async (_label, change, message) => {
    const before = await countWaitlist(api.db);
    const response = await call(api, 'POST', '/api/waitlist', {
      ...entry,
      email: freshEmail('wait'),
      ...change,
    });
    expectValidationFailed(response, message);
    expect(await countWaitlist(api.db)).toBe(before);
  });
});
