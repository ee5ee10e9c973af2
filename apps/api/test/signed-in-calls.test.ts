import { apiRoutes } from '@starmatch/contracts/api-routes';
import { describe, expect, it } from 'vitest';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call } from './support/call.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { registeredPerson, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };

/** The account calls that need a session, each with a body that would otherwise succeed. */
const SIGNED_IN_CALLS = [
  [apiRoutes.getCurrentUser, undefined],
  [apiRoutes.updateEmail, { email: 'somewhere-new@example.nz' }],
  [apiRoutes.deleteAccount, { currentPassword: SIGNUP.password }],
] as const;

describe('signed-in account calls', () => {
  it.each(SIGNED_IN_CALLS)('$method $path answers 401 without a token', async (route, body) => {
    const response = await call(api, route.method, route.path, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it.each(SIGNED_IN_CALLS)(
    '$method $path answers 401 after logout, changing nothing',
    async (route, body) => {
      const person = await registeredPerson(api, outbox);
      const logout = await call(api, 'POST', '/api/auth/logout', undefined, {
        token: person.token,
      });
      expect(logout.statusCode).toBe(200);
      const response = await call(api, route.method, route.path, body, { token: person.token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
      const user = await api.db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', person.userId)
        .executeTakeFirst();
      expect(user?.email).toBe(person.email);
      expect(user?.email_verified_at).toBeInstanceOf(Date);
    },
  );
});
