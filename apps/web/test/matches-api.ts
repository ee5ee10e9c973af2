import { type StubAnswer, stubApi } from './api-stub';
import { USER } from './fixtures';
import { HEMI, KIRI, REQUESTS } from './matches-fixtures';
import { jsonResponse } from './render-app';

/** Signs in and answers the matches screen's calls; tests override what they need. */
export function matchesApi(overrides: Record<string, StubAnswer> = {}) {
  localStorage.setItem('sessionToken', 'tok-1');
  return stubApi({
    'GET /api/auth/user': jsonResponse(USER),
    'GET /api/matches/requests': jsonResponse(REQUESTS),
    'GET /api/matches': jsonResponse([HEMI, KIRI]),
    'GET /api/matches/requests/count': jsonResponse({ count: REQUESTS.length }),
    'GET /api/messages/unread-count': jsonResponse({ count: 12 }),
    ...overrides,
  });
}
