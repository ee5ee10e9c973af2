import type { ApiRoute } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, apiRoutes } from '@starmatch/contracts/api-routes';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { freshEmail, SIGNUP, signedInPerson } from './support/people.js';
import { PARTS, routeProbes, rowCounts, VALID_INPUTS } from './support/route-probes.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// A NUL (or any other control character) in text a client sends is refused with a 400 by the
// contract before any handler runs; PostgreSQL cannot store NUL, so it used to answer 500.

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  const person = await signedInPerson(api.db, { profile: false });
  token = person.token;
  // A moderator, so the /api/admin routes look at their input instead of answering 404.
  await api.db
    .updateTable('users')
    .set({ role: 'moderator' })
    .where('id', '=', person.userId)
    .execute();
});
afterAll(async () => {
  await api.close();
});

const probes = routeProbes('\u0000');

describe('a NUL in any field of any request', () => {
  it('has a valid request for every route that takes input', () => {
    const withInput = API_ROUTE_NAMES.filter((name) => {
      const route: ApiRoute = apiRoutes[name];
      return PARTS.some((part) => route[part] !== undefined);
    });
    expect(Object.keys(VALID_INPUTS).sort()).toEqual([...withInput].sort());
  });

  it('answers 400 with a message naming the problem, for every field, and writes nothing', async () => {
    const before = await rowCounts(api.db);
    const answers = [];
    for (const probe of probes) {
      const response = await call(
        api,
        probe.request.method,
        probe.request.url,
        probe.request.body,
        probe.auth ? { token } : {},
      );
      const body = response.json() as { message?: unknown };
      answers.push({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: response.statusCode,
        message: probe.kind === 'text' ? body.message : typeof body.message,
      });
    }
    expect(answers).toEqual(
      probes.map((probe) => ({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: 400,
        message: probe.kind === 'text' ? VALIDATION_MESSAGES.controlCharacters : 'string',
      })),
    );
    expect(answers.length).toBeGreaterThanOrEqual(37);
    expect(await rowCounts(api.db)).toEqual(before);
  });
});

describe('the fields that answered 500', () => {
  it('signup fullName: 400 and no account', async () => {
    const email = freshEmail('nul');
    const response = await call(api, 'POST', '/api/signup', {
      ...SIGNUP,
      fullName: 'Aroha\u0000 Ngata',
      email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: VALIDATION_MESSAGES.controlCharacters,
      code: 'VALIDATION_FAILED',
    });
    const account = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
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
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: VALIDATION_MESSAGES.controlCharacters,
        code: 'VALIDATION_FAILED',
      });
    }
    const listed = await api.db
      .selectFrom('waitlist')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst();
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

    const refused = await call(
      api,
      'PATCH',
      '/api/profile',
      { bio: 'Hello\u0000 there' },
      { token: person.token },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_MESSAGES.controlCharacters,
      code: 'VALIDATION_FAILED',
    });
    expect(await storedBio()).toBe('Loves the outdoors and good coffee.');

    const kept = await call(
      api,
      'PATCH',
      '/api/profile',
      { bio: 'Line one\r\n\tLine two' },
      { token: person.token },
    );
    expect(kept.statusCode).toBe(200);
    expect(await storedBio()).toBe('Line one\n\tLine two');
  });
});
