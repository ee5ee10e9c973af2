import type { OwnProfile } from '@starmatch/contracts/profile';
import { type StubAnswer, stubApi } from './api-stub';
import { CANDIDATES, PROFILE, USER } from './fixtures';
import { jsonResponse } from './render-app';

/**
 * Signs in and answers the calls of the dashboard at `/`: the user, their
 * profile, the candidates and both badge counts. Tests override what they need.
 */
export function dashboardApi(overrides: Record<string, StubAnswer> = {}) {
  localStorage.setItem('sessionToken', 'tok-1');
  return stubApi({
    'GET /api/auth/user': jsonResponse(USER),
    'GET /api/profile': jsonResponse(PROFILE),
    'GET /api/matches/potential': jsonResponse(CANDIDATES),
    'GET /api/matches/requests/count': jsonResponse({ count: 0 }),
    'GET /api/messages/unread-count': jsonResponse({ count: 0 }),
    'GET /api/user/held-photos': jsonResponse([]),
    ...overrides,
  });
}

/**
 * GET and PATCH /api/profile over one stored profile, as the server keeps it:
 * a PATCH merges its body, and every later GET answers with the result.
 */
export function profileServer(initial: OwnProfile = PROFILE) {
  let current = initial;
  return {
    'GET /api/profile': () => jsonResponse(current),
    'PATCH /api/profile': (body: unknown) => {
      current = { ...current, ...(body as Partial<OwnProfile>) };
      return jsonResponse(current);
    },
  } satisfies Record<string, StubAnswer>;
}

/** A response that waits until the test answers it. */
export function deferred() {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { respond: () => response, answer };
}
