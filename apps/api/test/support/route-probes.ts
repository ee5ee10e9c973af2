import { randomUUID } from 'node:crypto';
import { type ApiRoute, buildPath } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, type ApiRouteName, apiRoutes } from '@starmatch/contracts/api-routes';
import { type TextFieldKind, textFieldProbes } from '@starmatch/contracts/text-field-probes';
import type { Database } from '@starmatch/db/database';
import { type Kysely, sql } from 'kysely';
import { SIGNUP } from './people.js';

// One valid request per route that takes input, and from it one request per string field with a
// given text put inside that field's value (text-field-probes.ts finds the fields).

export const PARTS = ['params', 'query', 'body'] as const;
type Part = (typeof PARTS)[number];

export type RoutesWithInput = {
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
export const VALID_INPUTS: Record<
  RoutesWithInput,
  Partial<Record<Part, Record<string, unknown>>>
> = {
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

export interface RouteProbe {
  readonly name: ApiRouteName;
  readonly part: Part;
  /** The field's path, e.g. 'photos.0'. */
  readonly field: string;
  readonly kind: TextFieldKind;
  readonly request: { method: ApiRoute['method']; url: string; body: unknown };
  readonly auth: boolean;
}

/** One request per string field of every route, with `inserted` in the middle of its value. */
export function routeProbes(inserted: string): RouteProbe[] {
  return (API_ROUTE_NAMES as ApiRouteName[]).flatMap((name) => {
    if (!(name in VALID_INPUTS)) return [];
    const withInput = name as RoutesWithInput;
    const valid = VALID_INPUTS[withInput];
    const route: ApiRoute = apiRoutes[withInput];
    return PARTS.flatMap((part) => {
      const schema = route[part];
      if (!schema) return [];
      const inputs = [valid[part], ...(part === 'body' ? (MORE_VALID_BODIES[name] ?? []) : [])];
      return textFieldProbes(schema, inputs, inserted).map((probe) => ({
        name,
        part,
        field: probe.path.join('.'),
        kind: probe.kind,
        request: requestOf(withInput, { ...valid, [part]: probe.input }),
        auth: route.auth,
      }));
    });
  });
}

/** Rows in every table, to show that a refused request wrote nothing. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
  `.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await sql<{ count: string | number }>`
      select count(*) as count from ${sql.table(table_name)}
    `.execute(db);
    counts[table_name] = Number(result.rows[0]?.count);
  }
  return counts;
}
