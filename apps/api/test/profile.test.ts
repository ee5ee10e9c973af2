import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { listPhotos } from '@starmatch/db/queries/photos';
import { solid } from '@starmatch/test-support/test-images';
import { ageOn } from '@starmatch/zodiac/age';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './support/call.js';
import { type MediaTestApi, startMediaTestApi } from './support/media-test-api.js';
import { imageForm } from './support/multipart.js';
import { signedInPerson } from './support/people.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: MediaTestApi;

beforeAll(async () => {
  api = await startMediaTestApi();
});

afterAll(async () => {
  await api.close();
});

/** A signed-in Scorpio (born 5 November 1990). */
async function scorpio(): Promise<{ userId: string; token: string }> {
  return signedInPerson(api.db, {
    profile: false,
    fullName: 'Kiri Scorpio',
    dateOfBirth: '1990-11-05',
  });
}

async function upload(token: string): Promise<string> {
  const form = imageForm(await solid(400, 300).jpeg().toBuffer());
  const response = await call(api, 'POST', '/api/upload', form.payload, {
    token,
    headers: form.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

function patch(token: string, payload: unknown) {
  return call(api, 'PATCH', '/api/profile', payload, { token });
}

function getProfile(token: string) {
  return call(api, 'GET', '/api/profile', undefined, { token });
}

function setupBody(photos: string[], overrides: Record<string, unknown> = {}) {
  return {
    bio: '  Stargazer, tramper and flat white enthusiast.  ',
    sexualOrientation: 'heterosexual',
    location: 'north shore, Auckland',
    ageRangeMin: 25,
    ageRangeMax: 40,
    photos,
    ...overrides,
  };
}

/** Deck builds are batched into one-second windows (request-deck-build.ts). */
const DECK_WAIT = { timeout: 5000, interval: 50 };

const PROFILE_NOT_FOUND = { message: 'Profile not found', code: 'PROFILE_NOT_FOUND' };
const NOT_OWNED = {
  message: 'Please choose photos you have uploaded. Upload the photo again and retry.',
  code: 'VALIDATION_FAILED',
};

describe('before the profile setup', () => {
  it('GET, a bio edit and a profile image answer 404 PROFILE_NOT_FOUND', async () => {
    const { token } = await scorpio();
    const url = await upload(token);
    for (const response of [
      await getProfile(token),
      await patch(token, { bio: 'Hello there' }),
      await patch(token, { profileImageUrl: url }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(PROFILE_NOT_FOUND);
    }
  });

  it('needs a session', async () => {
    expect((await call(api, 'GET', '/api/profile')).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile with the setup form', () => {
  it('creates the profile: sign from the date of birth, city normalised, first photo as image', async () => {
    const { userId, token } = await scorpio();
    const [first, second] = [await upload(token), await upload(token)];
    const response = await patch(token, setupBody([second, first]));
    expect(response.statusCode).toBe(200);
    const expected = {
      userId,
      fullName: 'Kiri Scorpio',
      dateOfBirth: '1990-11-05',
      age: ageOn('1990-11-05', calendarDateIn(APP_TIME_ZONE)),
      gender: 'Female',
      zodiacSign: 'scorpio',
      bio: 'Stargazer, tramper and flat white enthusiast.',
      sexualOrientation: 'heterosexual',
      location: 'north shore, Auckland',
      city: 'North Shore',
      ageRangeMin: 25,
      ageRangeMax: 40,
      profileImageUrl: second,
      photos: [second, first],
    };
    expect(response.json()).toEqual(expected);
    expect((await getProfile(token)).json()).toEqual(expected);
    const settings = await call(api, 'GET', '/api/settings', undefined, { token });
    expect(settings.json()).toEqual({
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: false,
    });
    await vi.waitFor(
      () => expect(api.deckBuilds).toContainEqual({ userId, reason: 'profile_updated' }),
      DECK_WAIT,
    );
  });

  it.each([
    ['Wellington, Wellington', null],
    ['AUCKLAND', 'Auckland'],
    ['  hamilton ,Waikato', 'Hamilton'],
    ['Auckland Central, Auckland', null],
  ])('stores the city of %j as %j', async (location, city) => {
    const { token } = await scorpio();
    const response = await patch(token, setupBody([await upload(token)], { location }));
    expect(response.json()).toMatchObject({ location: location.trim(), city });
  });

  it('never takes a zodiac sign from the client', async () => {
    const { token } = await scorpio();
    const response = await patch(token, setupBody([await upload(token)], { zodiacSign: 'leo' }));
    expect(response.statusCode).toBe(400);
    expect((await getProfile(token)).statusCode).toBe(404);
  });

  const seven = Array.from({ length: 7 }, (_, index) => `/uploads/profiles/x/${index}.webp`);
  it.each([
    ['a bio under 10 characters', { bio: '  too short ' }, 'Bio must be at least 10 characters'],
    ['a bio over 500 characters', { bio: 'x'.repeat(501) }, 'Bio must be less than 500 characters'],
    ['no sexual orientation', { sexualOrientation: undefined }, 'Sexual orientation is required'],
    ['an unknown orientation', { sexualOrientation: 'other' }, 'Sexual orientation is required'],
    ['no location', { location: '   ' }, 'Location is required'],
    ['a minimum age of 17', { ageRangeMin: 17 }, 'Minimum age must be 18'],
    ['a maximum age of 17', { ageRangeMin: 18, ageRangeMax: 17 }, 'Maximum age must be 18'],
    ['a minimum above the maximum', { ageRangeMin: 40, ageRangeMax: 30 }, 'Invalid age range'],
    ['a maximum of 100', { ageRangeMax: 100 }, 'Invalid age range'],
    ['no photos', { photos: [] }, 'Please upload at least one photo.'],
    [
      'seven photos',
      { photos: seven },
      'Photo limit reached. You can upload a maximum of 6 photos.',
    ],
  ])('rejects %s with the spec message', async (_name, overrides, message) => {
    const { token } = await scorpio();
    const response = await patch(token, setupBody(['/uploads/profiles/x/y.webp'], overrides));
    expectValidationFailed(response, message);
  });

  it("refuses another person's photo or an outside URL and changes nothing", async () => {
    const { userId, token } = await scorpio();
    const stranger = await scorpio();
    const mine = await upload(token);
    const theirs = await upload(stranger.token);
    for (const photos of [[mine, theirs], ['https://example.com/me.jpg'], [`${mine}x`]]) {
      const response = await patch(token, setupBody(photos));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_OWNED);
    }
    expect((await getProfile(token)).statusCode).toBe(404);
    expect((await listPhotos(api.db, userId)).map((photo) => photo.url)).toEqual([mine]);
    expect((await listPhotos(api.db, stranger.userId)).map((photo) => photo.url)).toEqual([theirs]);
  });

  it('a second setup replaces the profile and deletes dropped photos with their files', async () => {
    const { userId, token } = await scorpio();
    const urls = [await upload(token), await upload(token), await upload(token)];
    await patch(token, setupBody(urls));
    const response = await patch(
      token,
      setupBody([urls[2]!], { bio: 'Now in the Waikato.', location: 'Hamilton, Waikato' }),
    );
    expect(response.json()).toMatchObject({
      bio: 'Now in the Waikato.',
      city: 'Hamilton',
      profileImageUrl: urls[2],
      photos: [urls[2]],
    });
    const kept = urls[2]!.split('/').pop()!.replace('.webp', '');
    expect(await api.filesIn(`profiles/${userId}`)).toEqual([`${kept}.thumb.webp`, `${kept}.webp`]);
    const served = await call(api, 'GET', urls[0]!);
    expect(served.statusCode).toBe(404);
  });
});

describe('PATCH /api/profile with a bio edit', () => {
  it('trims the bio and answers the updated profile', async () => {
    const { userId, token } = await scorpio();
    const buildsOfUser = () => api.deckBuilds.filter((job) => job.userId === userId);
    await patch(token, setupBody([await upload(token)]));
    // The setup's rebuild runs first; the edit must ask for one of its own.
    await vi.waitFor(() => expect(buildsOfUser()).toHaveLength(1), DECK_WAIT);
    const response = await patch(token, { bio: '   Kia ora!   ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bio: 'Kia ora!', zodiacSign: 'scorpio' });
    await vi.waitFor(
      () =>
        expect(buildsOfUser()).toEqual([
          { userId, reason: 'profile_updated' },
          { userId, reason: 'profile_updated' },
        ]),
      DECK_WAIT,
    );
  });

  it.each([
    ['an empty bio', '', 'Bio cannot be empty'],
    ['a blank bio', '   \n\t ', 'Bio cannot be empty'],
    ['a bio over 500 characters', 'y'.repeat(501), 'Bio must be less than 500 characters'],
  ])('rejects %s', async (_name, bio, message) => {
    const { token } = await scorpio();
    await patch(token, setupBody([await upload(token)]));
    const response = await patch(token, { bio });
    expectValidationFailed(response, message);
    expect((await getProfile(token)).json().bio).toBe(
      'Stargazer, tramper and flat white enthusiast.',
    );
  });

  it('accepts exactly 500 characters', async () => {
    const { token } = await scorpio();
    await patch(token, setupBody([await upload(token)]));
    expect((await patch(token, { bio: 'z'.repeat(500) })).json().bio).toHaveLength(500);
  });
});

describe('PATCH /api/profile with a new profile image', () => {
  it('takes a freshly uploaded photo and makes it photo 0', async () => {
    const { token } = await scorpio();
    const first = await upload(token);
    await patch(token, setupBody([first]));
    const fresh = await upload(token);
    const response = await patch(token, { profileImageUrl: fresh });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profileImageUrl: fresh, photos: [fresh, first] });
  });

  it("refuses someone else's photo and an unknown URL", async () => {
    const { token } = await scorpio();
    const mine = await upload(token);
    await patch(token, setupBody([mine]));
    const stranger = await scorpio();
    for (const url of [await upload(stranger.token), '/uploads/profiles/a/b.webp']) {
      const response = await patch(token, { profileImageUrl: url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_OWNED);
    }
    expect((await getProfile(token)).json().profileImageUrl).toBe(mine);
  });

  it('keeps the uploaded files readable at their URLs', async () => {
    const { userId, token } = await scorpio();
    const url = await upload(token);
    const id = url.split('/').pop()!;
    await expect(access(join(api.uploadDir, 'profiles', userId, id))).resolves.toBeUndefined();
  });
});
