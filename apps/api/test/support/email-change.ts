import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type ApiWithOutbox, apiWithOutboxPerFile } from './api-per-file.js';
import { call } from './call.js';
import { type EmailOutbox, settleQueue } from './email-outbox.js';
import { freshEmail, SIGNUP } from './people.js';
import type { TestApi } from './test-api.js';

/** The calls of an email change (docs/ARCHITECTURE.md "Email change") and what they rely on. */
export function emailChangeCalls(api: TestApi) {
  return {
    change: (token: string, body: Record<string, unknown>) =>
      call(api, 'PATCH', '/api/user/email', body, { token }),
    confirm: (token: string, code: unknown) =>
      call(api, 'POST', '/api/user/email/confirm', { code }, { token }),
    resend: (token: string) => call(api, 'POST', '/api/user/email/resend', undefined, { token }),
    abandon: (token: string) =>
      call(api, 'DELETE', '/api/user/email/pending', undefined, { token }),
    cancel: (body: Record<string, unknown>) => call(api, 'POST', '/api/user/email/cancel', body),
    currentUser: (token: string) => call(api, 'GET', '/api/auth/user', undefined, { token }),
    login: (email: string, password: string) =>
      call(api, 'POST', '/api/login', { email, password }),
  };
}

export type EmailChangeCalls = ReturnType<typeof emailChangeCalls>;

/** apiWithOutboxPerFile, with the calls of an email change bound to the API it starts. */
export function emailChangeApiPerFile(
  take: (started: ApiWithOutbox & { calls: EmailChangeCalls }) => void,
): void {
  apiWithOutboxPerFile((started) => take({ ...started, calls: emailChangeCalls(started.api) }));
}

export interface RequestedChange {
  code: string;
  cancelToken: string;
}

/**
 * Asks for a change with the right password and reads the two emails it sends: the code from
 * the new address and the cancel link's token from the old one.
 */
export async function requestedChange(
  api: TestApi,
  outbox: EmailOutbox,
  person: { email: string; password: string; token: string },
  newEmail: string,
): Promise<RequestedChange & { response: LightMyRequestResponse }> {
  const response = await emailChangeCalls(api).change(person.token, {
    email: newEmail,
    currentPassword: person.password,
  });
  expect(response.statusCode).toBe(200);
  const { code } = await outbox.next('email-change-code', newEmail.trim().toLowerCase());
  const { cancelToken } = await outbox.next('email-change-notice', person.email);
  return { response, code, cancelToken };
}

/** The account row and how many email changes it has, to show that a refused call changed nothing. */
export async function accountState(api: TestApi, userId: string) {
  const user = await api.db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const changes = await api.db
    .selectFrom('email_changes')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return { ...user, changes: changes.length };
}

/** Nothing more is mailed to `address`: a marker email sent after the calls arrives first. */
export async function expectNoMoreEmailTo(
  api: TestApi,
  outbox: EmailOutbox,
  address: string,
  count: number,
) {
  await settleQueue(outbox, () =>
    call(api, 'POST', '/api/signup', { ...SIGNUP, email: freshEmail('marker') }),
  );
  expect(outbox.to(address)).toHaveLength(count);
}

export async function expectSignInStillWith(
  api: TestApi,
  person: { email: string; password: string },
) {
  expect((await emailChangeCalls(api).login(person.email, person.password)).statusCode).toBe(200);
}
