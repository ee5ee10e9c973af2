import { randomUUID } from 'node:crypto';
import { type ApiRoute, buildPath } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, type ApiRouteName, apiRoutes } from '@starmatch/contracts/api-routes';
import { encodeBlocksCursor } from '@starmatch/contracts/blocks-cursor';
import { encodeListCursor } from '@starmatch/contracts/list-page';
import { textFieldProbes } from '@starmatch/contracts/text-field-probes';
import { testApiPerFile } from './api-per-file.js';
import { rowsInEveryTable } from './every-table.js';
import { SIGNUP } from './people.js';
import { signedInModerator } from './reports.js';
import type { TestApi } from './test-api.js';

// One request per text field of every route, with a NUL where the field's text goes
// (@starmatch/contracts/text-field-probes finds the fields), for the tests of what the contract
// lets through.

export const PARTS = ['params', 'query', 'body'] as const;
type Part = (typeof PARTS)[number];

type RoutesWithInput = {
  [N in ApiRouteName]: (typeof apiRoutes)[N] extends Partial<Record<Part, unknown>>
    ? Extract<keyof (typeof apiRoutes)[N], Part> extends never
      ? never
      : N
    : never;
}[ApiRouteName];

const PHOTO = `/uploads/profiles/${randomUUID()}/photo.webp`;
const LIST_PAGE = {
  cursor: encodeListCursor({ atMicros: '1764123456789012', id: randomUUID() }),
  limit: '10',
};

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
    query: LIST_PAGE,
  },
  getMatchRequests: {
    query: LIST_PAGE,
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
  dismissSafetyNotice: { params: { id: randomUUID() } },
  reportUser: {
    body: { userId: randomUUID(), category: 'harassment', details: 'Rude.', matchId: randomUUID() },
  },
  getAdminReports: { query: { status: 'open' } },
  resolveReport: { params: { id: randomUUID() }, body: { action: 'warn', note: 'First warning.' } },
  requestCorrection: { body: { fullName: 'Aroha Ngata-Smith', reason: 'I married in June.' } },
  decideCorrection: {
    params: { id: randomUUID() },
    body: { decision: 'approve', note: 'Seen ID.' },
  },
  getAppeal: { params: { token: 'appeal-token' } },
  fileAppeal: { body: { token: 'appeal-token', text: 'Those messages were from my brother.' } },
  decideAppeal: { params: { id: randomUUID() }, body: { decision: 'reject', note: 'Clear.' } },
  decideHeldPhoto: {
    params: { id: randomUUID() },
    body: { decision: 'remove', note: 'Same face.' },
  },
  updateNotificationPreferences: {
    body: {
      email: { messages: false },
      push: { requests: true },
      showPreviews: true,
      paused: false,
    },
  },
  unsubscribeByLink: { query: { token: 'unsubscribe-token' } },
  resubscribeByLink: { query: { token: 'unsubscribe-token' } },
  subscribeToPush: {
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHq',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'q1dXpw3UpT5VOmu_cf_v6w' },
    },
  },
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

/** Every text field of every route's params, query and body, each with its request. */
export const probes = (API_ROUTE_NAMES as ApiRouteName[]).flatMap((name) => {
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

export interface ProbingApi {
  api: TestApi;
  /** A moderator's, so the /api/admin routes look at their input instead of answering 404. */
  token: string;
  /** How many rows each table holds, to show that the probes wrote nothing. */
  rowCounts(): Promise<Record<string, number>>;
}

/** testApiPerFile, with what sending the probes needs. */
export function probingApiPerFile(take: (started: ProbingApi) => void): void {
  testApiPerFile(async (api) => {
    const { token } = await signedInModerator(api.db);
    take({ api, token, rowCounts: () => rowsInEveryTable(api.db) });
  });
}
