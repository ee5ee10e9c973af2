import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './support/call.js';
import { type MediaTestApi, startMediaTestApi } from './support/media-test-api.js';
import { signedInPerson } from './support/people.js';
import { expectValidationFailed } from './support/validation-failed.js';

let api: MediaTestApi;

beforeAll(async () => {
  api = await startMediaTestApi();
});

afterAll(async () => {
  await api.close();
});

function getSettings(token: string) {
  return call(api, 'GET', '/api/settings', undefined, { token });
}

function patchSettings(token: string, payload: Record<string, unknown>) {
  return call(api, 'PATCH', '/api/settings', payload, { token });
}

describe('GET and PATCH /api/settings', () => {
  it('answers empty lists before anything is saved', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const response = await getSettings(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: false,
    });
  });

  it('saves, replaces and reads back, then asks for a deck rebuild', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const first = await patchSettings(token, {
      preferredAgeRanges: ['26-31', '18-25'],
      preferredCities: ['North Shore', 'Auckland'],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      preferredAgeRanges: ['26-31', '18-25'],
      preferredCities: ['North Shore', 'Auckland'],
      hideActivity: false,
    });
    await patchSettings(token, { preferredAgeRanges: ['56-66'], preferredCities: [] });
    expect((await getSettings(token)).json()).toEqual({
      preferredAgeRanges: ['56-66'],
      preferredCities: [],
      hideActivity: false,
    });
    await vi.waitFor(
      () => expect(api.deckBuilds).toContainEqual({ userId, reason: 'settings_updated' }),
      { timeout: 5000, interval: 50 },
    );
  });

  it.each([
    [
      'an unknown age range',
      { preferredAgeRanges: ['40-45'], preferredCities: [] },
      'Unknown age range',
    ],
    [
      'an unknown city',
      { preferredAgeRanges: [], preferredCities: ['Wellington'] },
      'Unknown city',
    ],
    [
      'a repeated city',
      { preferredAgeRanges: [], preferredCities: ['Hamilton', 'Hamilton'] },
      'Each preference can only be selected once',
    ],
    [
      'a repeated age range',
      { preferredAgeRanges: ['18-25', '18-25'], preferredCities: [] },
      'Each preference can only be selected once',
    ],
    [
      'a hideActivity that is not true or false',
      { preferredAgeRanges: [], preferredCities: [], hideActivity: 'yes' },
      'hideActivity must be true or false',
    ],
  ])('rejects %s with 400 and keeps the saved values', async (_name, body, message) => {
    const { token } = await signedInPerson(api.db, { profile: false });
    await patchSettings(token, { preferredAgeRanges: ['32-38'], preferredCities: ['Hamilton'] });
    const response = await patchSettings(token, body);
    expectValidationFailed(response, message);
    expect((await getSettings(token)).json()).toEqual({
      preferredAgeRanges: ['32-38'],
      preferredCities: ['Hamilton'],
      hideActivity: false,
    });
  });

  it('saves hideActivity when sent and keeps it when a save leaves it out', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const hidden = await patchSettings(token, {
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: true,
    });
    expect(hidden.json()).toEqual({
      preferredAgeRanges: [],
      preferredCities: [],
      hideActivity: true,
    });
    await patchSettings(token, { preferredAgeRanges: ['18-25'], preferredCities: [] });
    expect((await getSettings(token)).json()).toEqual({
      preferredAgeRanges: ['18-25'],
      preferredCities: [],
      hideActivity: true,
    });
  });

  it('rejects a body missing a list', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const response = await patchSettings(token, { preferredCities: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('needs a session', async () => {
    expect((await call(api, 'GET', '/api/settings')).statusCode).toBe(401);
    const response = await call(api, 'PATCH', '/api/settings', {
      preferredAgeRanges: [],
      preferredCities: [],
    });
    expect(response.statusCode).toBe(401);
  });
});
