import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { testApiPerFile } from './support/api-per-file.js';
import { call } from './support/call.js';
import { freshEmail, SIGNUP, signedInPerson } from './support/people.js';
import { updateProfile } from './support/profile-calls.js';
import type { TestApi } from './support/test-api.js';
import { expectValidationFailed } from './support/validation-failed.js';

// The fields where a NUL reached PostgreSQL, which cannot store it, and answered 500: now a 400
// and nothing stored (control-characters.test.ts sends one in every field).

let api: TestApi;
testApiPerFile((started) => {
  api = started;
});

/** The row of the table that holds this address, if any. */
function rowWithEmail(table: 'users' | 'waitlist', email: string) {
  return api.db.selectFrom(table).select('email').where('email', '=', email).executeTakeFirst();
}

describe('the fields that answered 500', () => {
  it('signup fullName: 400 and no account', async () => {
    const email = freshEmail('nul');
    const response = await call(api, 'POST', '/api/signup', {
      ...SIGNUP,
      fullName: 'Aroha\u0000 Ngata',
      email,
    });
    expectValidationFailed(response, VALIDATION_MESSAGES.controlCharacters);
    const account = await rowWithEmail('users', email);
    expect(account).toBeUndefined();
  });

  it('waitlist email and user agent: 400 and not on the list', async () => {
    const email = freshEmail('nul');
    const entry = { email, ageGroup: '26-31', gender: 'female', isNzBased: true };
    for (const body of [
      { ...entry, email: email.replace('@', '\u0000@') },
      { ...entry, userAgent: 'Mozilla/5.0\u0000' },
    ]) {
      const response = await call(api, 'POST', '/api/waitlist', body);
      expectValidationFailed(response, VALIDATION_MESSAGES.controlCharacters);
    }
    const listed = await rowWithEmail('waitlist', email);
    expect(listed).toBeUndefined();
  });

  it('profile bio: 400, and a bio over several lines is kept with its newlines', async () => {
    const person = await signedInPerson(api.db);
    const storedBio = async () =>
      (
        await api.db
          .selectFrom('profiles')
          .select('bio')
          .where('user_id', '=', person.userId)
          .executeTakeFirstOrThrow()
      ).bio;

    const refused = await updateProfile(api, person, { bio: 'Hello\u0000 there' });
    expectValidationFailed(refused, VALIDATION_MESSAGES.controlCharacters);
    expect(await storedBio()).toBe('Loves the outdoors and good coffee.');

    const kept = await updateProfile(api, person, { bio: 'Line one\r\n\tLine two' });
    expect(kept.statusCode).toBe(200);
    expect(await storedBio()).toBe('Line one\n\tLine two');
  });
});
