import { DEFAULT_NOTIFICATION_PREFERENCES } from '@starmatch/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { testApiPerFile } from '../support/api-per-file.js';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import type { TestApi } from '../support/test-api.js';
import { expectValidationFailed } from '../support/validation-failed.js';

// GET and PATCH /api/notifications/preferences (docs/PRODUCT.md "Notifications").

let api: TestApi;
testApiPerFile((started) => {
  api = started;
});

const preferences = (token: string) =>
  call(api, 'GET', '/api/notifications/preferences', undefined, { token });
const change = (token: string, body: unknown) =>
  call(api, 'PATCH', '/api/notifications/preferences', body, { token });

describe('notification preferences', () => {
  it('start with email on for all three, push on per kind, no previews, not paused', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const response = await preferences(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: { requests: true, matches: true, messages: true },
      push: { requests: true, matches: true, messages: true },
      showPreviews: false,
      paused: false,
    });
  });

  it('change only what is named, and read back the change', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    const first = await change(token, { email: { messages: false }, showPreviews: true });
    const expected = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email: { requests: true, matches: true, messages: false },
      showPreviews: true,
    };
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(expected);
    const second = await change(token, { paused: true, push: { requests: false } });
    expect(second.json()).toEqual({
      ...expected,
      push: { requests: false, matches: true, messages: true },
      paused: true,
    });
    expect((await preferences(token)).json()).toEqual(second.json());
  });

  it('refuse what is not a switch with 400, changing nothing', async () => {
    const { token } = await signedInPerson(api.db, { profile: false });
    expectValidationFailed(
      await change(token, { email: { messages: 'no' } }),
      'messages must be true or false',
    );
    expectValidationFailed(await change(token, { paused: 1 }), 'paused must be true or false');
    expect((await preferences(token)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('need a session', async () => {
    expect((await call(api, 'GET', '/api/notifications/preferences')).statusCode).toBe(401);
  });
});
