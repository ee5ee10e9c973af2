import { call } from './call.js';
import type { Person } from './people.js';
import type { TestApi } from './test-api.js';

/** PATCH /api/profile as the person, with any of its bodies (the setup form, a bio, a photo). */
export function updateProfile(api: TestApi, person: Person, body: Record<string, unknown>) {
  return call(api, 'PATCH', '/api/profile', body, { token: person.token });
}
