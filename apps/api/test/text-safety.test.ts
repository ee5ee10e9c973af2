import { randomUUID } from 'node:crypto';
import { type ApiRoute, buildPath } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, type ApiRouteName, apiRoutes } from '@starmatch/contracts/api-routes';
import { encodeBlocksCursor } from '@starmatch/contracts/blocks-cursor';
import { encodeListCursor } from '@starmatch/contracts/list-page';
import { textFieldProbes } from '@starmatch/contracts/text-field-probes';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { freshEmail, SIGNUP, signedInPerson } from './support/people.js';
import { updateProfile } from './support/profile-calls.js';
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

const PARTS = ['params', 'query', 'body'] as const;
type Part = (typeof PARTS)[number];

type RoutesWithInput = {
  [N in ApiRouteName]: (typeof apiRoutes)[N] extends Partial<Record<Part, unknown>>
    ? Extract<keyof (typeof apiRoutes)[N], Part> extends never
      ? never
      : N
    : never;
}[ApiRouteName];

const PHOTO = `/uploads/profiles/${randomUUID()}/photo.webp`;

/**
 * One valid request per route that takes input. Typed over the routes, so a route added with a
 * body, query or params fails to compile until it has one; its fields are found by themselves.
 */
const VALID_INPUTS: Record<RoutesWithInput, Partial<Record<Part, Record<string, unknown>>>> = {
  joinWaitlist: {
    body: {
      email: 'kiri@example.nz',
      ageGroup: '26-31',
      gender: 'female',
      isNzBased: true,
      ipAddress: '127.0.0.1',
      userAgent: 'Mozilla/5.0',
    },
  },
  signup: { body: { ...SIGNUP, email: 'aroha@example.nz' } },
  login: { body: { email: 'aroha@example.nz', password: SIGNUP.password } },
  verifyEmail: { body: { email: 'aroha@example.nz', code: 'AB12CD' } },
  resendVerification: { body: { email: 'aroha@example.nz' } },
  forgotPassword: { body: { email: 'aroha@example.nz' } },
  resetPassword: { body: { token: 'reset-token', password: 'sixsix' } },
  updateEmail: { body: { email: 'new@example.nz', currentPassword: SIGNUP.password } },
  confirmEmailChange: { body: { code: 'AB12CD' } },
  cancelEmailChange: { body: { token: 'cancel-token' } },
  deleteAccount: { body: { currentPassword: SIGNUP.password } },
  updateProfile: {
    body: {
      bio: 'Surfer, coffee snob and Sunday hiker.',
      sexualOrientation: 'heterosexual',
      location: 'Auckland, Auckland',
      ageRangeMin: 25,
      ageRangeMax: 35,
      photos: [PHOTO],
    },
  },
  updateSettings: { body: { preferredAgeRanges: ['18-25'], preferredCities: ['Auckland'] } },
  like: { body: { targetUserId: randomUUID(), isLike: true } },
  undoPass: { body: { targetUserId: randomUUID() } },
  respondToRequest: { body: { requestId: randomUUID(), accept: true } },
  unmatch: { params: { id: randomUUID() } },
  getMatchProfile: { params: { id: randomUUID() } },
  getMatches: {
    query: {
      cursor: encodeListCursor({ atMicros: '1764123456789012', id: randomUUID() }),
      limit: '10',
    },
  },
  getMatchRequests: {
    query: {
      cursor: encodeListCursor({ atMicros: '1764123456789012', id: randomUUID() }),
      limit: '10',
    },
  },
  getMatchPresence: { params: { id: randomUUID() } },
  getMessages: {
    params: { matchId: randomUUID() },
    query: { before: randomUUID(), limit: '10' },
  },
  sendMessage: {
    body: {
      matchId: randomUUID(),
      receiverId: randomUUID(),
      content: 'Kia ora!',
      clientMessageId: randomUUID(),
    },
  },
  blockUser: { body: { userId: randomUUID() } },
  getBlocks: {
    query: {
      cursor: encodeBlocksCursor({ blockedAtMicros: '1790000000000000', blockedId: randomUUID() }),
      limit: '20',
    },
  },
  unblockUser: { params: { userId: randomUUID() } },
  reportUser: {
    body: { userId: randomUUID(), category: 'harassment', details: 'Rude.', matchId: randomUUID() },
  },
  getAdminReports: { query: { status: 'open' } },
  resolveReport: { params: { id: randomUUID() }, body: { action: 'warn', note: 'First warning.' } },
};

/** The two other bodies PATCH /api/profile takes, so their fields are probed too. */
const MORE_VALID_BODIES: Partial<Record<ApiRouteName, Record<string, unknown>[]>> = {
  updateProfile: [{ bio: 'Stargazer and tramper.' }, { profileImageUrl: PHOTO }],
};

function requestOf(name: RoutesWithInput, inputs: Partial<Record<Part, unknown>>) {
  const route: ApiRoute = apiRoutes[name];
  const params = (inputs.params ?? {}) as Record<string, string>;
  const query = new URLSearchParams((inputs.query ?? {}) as Record<string, string>).toString();
  return {
    method: route.method,
    url: `${buildPath(route.path, params)}${query ? `?${query}` : ''}`,
    body: inputs.body,
  };
}

const probes = (API_ROUTE_NAMES as ApiRouteName[]).flatMap((name) => {
  if (!(name in VALID_INPUTS)) return [];
  const withInput = name as RoutesWithInput;
  const valid = VALID_INPUTS[withInput];
  const route: ApiRoute = apiRoutes[withInput];
  return PARTS.flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    const inputs = [valid[part], ...(part === 'body' ? (MORE_VALID_BODIES[name] ?? []) : [])];
    return textFieldProbes(schema, inputs).map((probe) => ({
      name,
      part,
      field: probe.path.join('.'),
      kind: probe.kind,
      request: requestOf(withInput, { ...valid, [part]: probe.input }),
      auth: route.auth,
    }));
  });
});

/** Rows in every table, to show that a refused request wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
  `.execute(api.db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await sql<{ count: string | number }>`
      select count(*) as count from ${sql.table(table_name)}
    `.execute(api.db);
    counts[table_name] = Number(result.rows[0]?.count);
  }
  return counts;
}

describe('a NUL in any field of any request', () => {
  it('has a valid request for every route that takes input', () => {
    const withInput = API_ROUTE_NAMES.filter((name) => {
      const route: ApiRoute = apiRoutes[name];
      return PARTS.some((part) => route[part] !== undefined);
    });
    expect(Object.keys(VALID_INPUTS).sort()).toEqual([...withInput].sort());
  });

  it('answers 400 with a message naming the problem, for every field, and writes nothing', async () => {
    const before = await rowCounts();
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
    expect(await rowCounts()).toEqual(before);
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

    const refused = await updateProfile(api, person, { bio: 'Hello\u0000 there' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_MESSAGES.controlCharacters,
      code: 'VALIDATION_FAILED',
    });
    expect(await storedBio()).toBe('Loves the outdoors and good coffee.');

    const kept = await updateProfile(api, person, { bio: 'Line one\r\n\tLine two' });
    expect(kept.statusCode).toBe(200);
    expect(await storedBio()).toBe('Line one\n\tLine two');
  });
});

// Direction overrides and zero-width characters are refused the same way in every free-text
// field but a chat message (shown isolated by the SPA) and the passwords (never shown).

const KEEPS_INVISIBLE = [
  'signup body password',
  'login body password',
  'resetPassword body password',
  'updateEmail body currentPassword',
  'deleteAccount body currentPassword',
  'sendMessage body content',
];

/** The probe's request with a right-to-left override where it put its NUL. */
function withOverride({ method, url, body }: (typeof probes)[number]['request']) {
  return {
    method,
    url: url.replaceAll('%00', '%E2%80%AE'),
    body:
      body === undefined ? body : JSON.parse(JSON.stringify(body).replaceAll('\\u0000', '\u202e')),
  };
}

describe('a direction override in any free-text field', () => {
  const textProbes = probes.filter((probe) => probe.kind === 'text');
  const refused = textProbes.filter(
    (probe) => !KEEPS_INVISIBLE.includes(`${probe.name} ${probe.part} ${probe.field}`),
  );

  it('is refused in every field but a message and the passwords, with a 400 naming it', async () => {
    expect(textProbes.map((probe) => `${probe.name} ${probe.part} ${probe.field}`)).toEqual(
      expect.arrayContaining([
        ...KEEPS_INVISIBLE,
        'updateProfile body bio',
        'updateProfile body location',
        'reportUser body details',
        'resolveReport body note',
        'updateEmail body email',
        'signup body fullName',
      ]),
    );
    const before = await rowCounts();
    const answers = [];
    for (const probe of refused) {
      const { method, url, body } = withOverride(probe.request);
      expect(JSON.stringify({ url, body })).toContain('\u202e');
      const response = await call(api, method, url, body, probe.auth ? { token } : {});
      answers.push({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: response.statusCode,
        body: response.json(),
      });
    }
    expect(answers).toEqual(
      refused.map((probe) => ({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: 400,
        body: { message: VALIDATION_MESSAGES.invisibleCharacters, code: 'VALIDATION_FAILED' },
      })),
    );
    expect(await rowCounts()).toEqual(before);
  });
});
