import { randomUUID } from 'node:crypto';
import { type ApiRoute, buildPath } from '@starmatch/contracts/api-route';
import { API_ROUTE_NAMES, type ApiRouteName, apiRoutes } from '@starmatch/contracts/api-routes';
import { appealRoutes } from '@starmatch/contracts/api-routes-appeals';
import { correctionRoutes } from '@starmatch/contracts/api-routes-corrections';
import { heldPhotoRoutes } from '@starmatch/contracts/api-routes-held-photos';
import { moderationRoutes } from '@starmatch/contracts/api-routes-moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { signedInPerson } from '../support/people.js';
import { fileReport, reportStatus, signedInModerator } from '../support/reports.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// Every /api/admin route answers an unknown path's 404 to anyone who is not a signed-in
// moderator, before it looks at the input, so nobody else learns the routes exist
// (admin-not-found.test.ts compares it with an unknown path). The routes come from the table.

let api: TestApi;
let reportId: string;
let correctionId: string;
let appealId: string;
const heldPhotoId = randomUUID();
beforeAll(async () => {
  api = await startTestApi();
  const reporter = await signedInPerson(api.db, { fullName: 'Kiri' });
  const reported = await signedInPerson(api.db, { fullName: 'Tane', gender: 'Male' });
  reportId = await fileReport(api.db, { reporterId: reporter.userId, reportedId: reported.userId });
  ({ id: correctionId } = await api.db
    .insertInto('correction_requests')
    .values({
      user_id: reporter.userId,
      full_name: 'Kiri Ngata',
      reason: 'Married.',
      status: 'open',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: appealId } = await api.db
    .insertInto('appeals')
    .values({
      user_id: reported.userId,
      report_id: null,
      sanction: 'ban',
      text: 'It was my brother on my phone.',
      status: 'open',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  await api.db
    .insertInto('held_photos')
    .values({
      id: heldPhotoId,
      user_id: reporter.userId,
      url: `/uploads/profiles/${reporter.userId}/${heldPhotoId}.webp`,
      width: 600,
      height: 800,
      bytes: 1000,
      format: 'webp',
      hash: '0123456789abcdef',
      banned_hash_id: null,
      distance: 2,
      created_at: new Date(),
    })
    .execute();
});
afterAll(async () => {
  await api.close();
});

const ADMIN_ROUTE_NAMES = API_ROUTE_NAMES.filter((name) =>
  apiRoutes[name].path.startsWith('/api/admin/'),
);

interface Input {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Per admin route: input a moderator's call succeeds with, and input that fails its contract. */
const INPUTS: Record<string, { good: () => Input; bad: Input; goodStatus: number }> = {
  getAdminReports: {
    good: () => ({ query: { status: 'open' } }),
    bad: { query: { status: 'x' } },
    goodStatus: 200,
  },
  resolveReport: {
    // 'dismiss' so the moderator's successful call at the end changes nobody's account.
    good: () => ({ params: { id: reportId }, body: { action: 'dismiss' } }),
    bad: { params: { id: 'not-an-id' }, body: { action: 'nuke', note: 7 } },
    goodStatus: 200,
  },
  getAuditLog: { good: () => ({}), bad: { query: { limit: 'lots' } }, goodStatus: 200 },
  getModerationStats: { good: () => ({}), bad: { query: { months: 'lots' } }, goodStatus: 200 },
  getAdminCorrections: { good: () => ({}), bad: { query: { limit: 'lots' } }, goodStatus: 200 },
  decideCorrection: {
    good: () => ({ params: { id: correctionId }, body: { decision: 'decline' } }),
    bad: { params: { id: 'not-an-id' }, body: { decision: 'nuke' } },
    goodStatus: 200,
  },
  getAdminAppeals: { good: () => ({}), bad: { query: { limit: 'lots' } }, goodStatus: 200 },
  decideAppeal: {
    // 'reject' so the moderator's successful call changes nobody's account.
    good: () => ({ params: { id: appealId }, body: { decision: 'reject' } }),
    bad: { params: { id: 'not-an-id' }, body: { decision: 'nuke' } },
    goodStatus: 200,
  },
  getHeldPhotos: { good: () => ({}), bad: { query: { limit: 'lots' } }, goodStatus: 200 },
  decideHeldPhoto: {
    // 'release' so the moderator's successful call leaves the person's files where they are.
    good: () => ({ params: { id: heldPhotoId }, body: { decision: 'release' } }),
    bad: { params: { id: 'not-an-id' }, body: { decision: 'nuke' } },
    goodStatus: 200,
  },
};

function request(name: ApiRouteName, input: Input) {
  const route: ApiRoute = apiRoutes[name];
  const query = new URLSearchParams(input.query ?? {}).toString();
  return {
    method: route.method,
    url: `${buildPath(route.path, input.params ?? {})}${query ? `?${query}` : ''}`,
    body: input.body,
  };
}

/** What the not-found handler answers for a path no route has. */
const noRoute = (method: string, url: string) => ({
  message: `No route for ${method} ${url.split('?')[0]}`,
});

describe('/api/admin/* for anyone but a moderator', () => {
  it('are exactly the moderation routes, each with inputs here', () => {
    expect(ADMIN_ROUTE_NAMES.sort()).toEqual(
      [
        ...Object.keys(moderationRoutes),
        ...Object.keys(correctionRoutes),
        ...Object.keys(appealRoutes),
        ...Object.keys(heldPhotoRoutes),
      ]
        .filter((name) => apiRoutes[name as ApiRouteName].path.startsWith('/api/admin/'))
        .sort(),
    );
    expect(Object.keys(INPUTS).sort()).toEqual([...ADMIN_ROUTE_NAMES].sort());
  });

  it("answer an unknown path's 404 with good and with bad input, and change nothing", async () => {
    const member = await signedInPerson(api.db, { fullName: 'Just A Member' });
    const callers: Record<string, string | undefined> = {
      'no session': undefined,
      'an unknown token': 'x'.repeat(43),
      'a member': member.token,
    };
    const answers = [];
    const expected = [];
    for (const name of ADMIN_ROUTE_NAMES) {
      const inputs = INPUTS[name];
      if (!inputs) throw new Error(`no inputs for ${name}`);
      for (const [kind, input] of [
        ['good', inputs.good()],
        ['bad', inputs.bad],
      ] as const) {
        for (const [caller, token] of Object.entries(callers)) {
          const { method, url, body } = request(name, input);
          const response = await call(api, method, url, body, token ? { token } : {});
          answers.push({ name, kind, caller, status: response.statusCode, body: response.json() });
          expected.push({ name, kind, caller, status: 404, body: noRoute(method, url) });
        }
      }
    }
    expect(answers).toEqual(expected);
    expect(answers).toHaveLength(ADMIN_ROUTE_NAMES.length * 2 * 3);
    const report = await reportStatus(api.db, reportId);
    expect(report.status).toBe('open');
    expect(await api.db.selectFrom('moderation_actions').selectAll().execute()).toEqual([]);
  });

  it('answer a moderator: 400 for bad input where there is input, success for good input', async () => {
    const moderator = await signedInModerator(api.db);
    for (const name of ADMIN_ROUTE_NAMES) {
      const inputs = INPUTS[name];
      if (!inputs) throw new Error(`no inputs for ${name}`);
      const route: ApiRoute = apiRoutes[name];
      if (route.params || route.query || route.body) {
        const bad = request(name, inputs.bad);
        const refused = await call(api, bad.method, bad.url, bad.body, { token: moderator.token });
        expect(refused.statusCode, name).toBe(400);
      }
      const good = request(name, inputs.good());
      const response = await call(api, good.method, good.url, good.body, {
        token: moderator.token,
      });
      expect(response.statusCode, name).toBe(inputs.goodStatus);
    }
  });

  it('answer 404 again as soon as the role is revoked', async () => {
    const moderator = await signedInModerator(api.db, 'Soon Former');
    const before = await call(api, 'GET', '/api/admin/audit', undefined, {
      token: moderator.token,
    });
    expect(before.statusCode).toBe(200);
    await api.db
      .updateTable('users')
      .set({ role: 'member' })
      .where('id', '=', moderator.userId)
      .execute();
    const after = await call(api, 'GET', '/api/admin/audit', undefined, {
      token: moderator.token,
    });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(noRoute('GET', '/api/admin/audit'));
  });

  it('cannot be reached by any public route that sets a role', () => {
    // No request schema anywhere has a `role` field: the CLI is the only way to set one.
    for (const name of API_ROUTE_NAMES) {
      const route: ApiRoute = apiRoutes[name];
      for (const schema of [route.body, route.query, route.params]) {
        const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        expect(Object.keys(shape), name).not.toContain('role');
      }
    }
  });
});
