import { rateLimitedMessage } from '@starmatch/contracts/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/rate-limits/rate-limit-rules.js';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { updateProfile } from '../support/profile-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const HOUR = 60 * 60;

/** Spends all but one of the account's saves, as a burst just now would have. */
async function spendAllButOne(
  rule: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS],
  userId: string,
) {
  for (let i = 0; i < rule.points - 1; i += 1) {
    expect((await api.app.rateLimiter.consume(rule, userId)).allowed).toBe(true);
  }
}

function expectRefused(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(HOUR - 1);
  expect(retryAfter).toBeLessThanOrEqual(HOUR);
  expect(response.json()).toEqual({
    message: rateLimitedMessage(retryAfter),
    code: 'RATE_LIMITED',
  });
}

describe('each profile or settings save queues a deck build, so an account has 30 of each an hour', () => {
  it('PATCH /api/profile: the 30th save lands, the 31st answers 429 with Retry-After and changes nothing', async () => {
    const person = await signedInPerson(api.db);
    expect(RATE_LIMITS.profileUpdatePerAccount.points).toBe(30);
    expect(RATE_LIMITS.profileUpdatePerAccount.durationSeconds).toBe(HOUR);
    await spendAllButOne(RATE_LIMITS.profileUpdatePerAccount, person.userId);
    const last = await updateProfile(api, person, { bio: 'Thirtieth' });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ bio: 'Thirtieth' });

    expectRefused(await updateProfile(api, person, { bio: 'One more' }));
    const profile = await call(api, 'GET', '/api/profile', undefined, { token: person.token });
    expect(profile.json()).toMatchObject({ bio: 'Thirtieth' });

    // Another account's budget is its own.
    const other = await signedInPerson(api.db);
    const theirs = await updateProfile(api, other, { bio: 'Mine' });
    expect(theirs.statusCode).toBe(200);
  });

  it('PATCH /api/settings: the 30th save lands, the 31st answers 429 with Retry-After and changes nothing', async () => {
    const person = await signedInPerson(api.db);
    expect(RATE_LIMITS.settingsUpdatePerAccount.points).toBe(30);
    expect(RATE_LIMITS.settingsUpdatePerAccount.durationSeconds).toBe(HOUR);
    await spendAllButOne(RATE_LIMITS.settingsUpdatePerAccount, person.userId);
    const saved = { preferredAgeRanges: ['26-31'], preferredCities: ['Auckland'] };
    const last = await call(api, 'PATCH', '/api/settings', saved, { token: person.token });
    expect(last.statusCode).toBe(200);

    const changed = { preferredAgeRanges: ['56-66'], preferredCities: [] };
    expectRefused(await call(api, 'PATCH', '/api/settings', changed, { token: person.token }));
    const settings = await call(api, 'GET', '/api/settings', undefined, { token: person.token });
    expect(settings.json()).toMatchObject(saved);
    // The profile's budget is separate from the settings'.
    const bio = await updateProfile(api, person, { bio: 'Still free' });
    expect(bio.statusCode).toBe(200);
  });
});
