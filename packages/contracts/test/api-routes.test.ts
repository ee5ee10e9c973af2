import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiRoute } from '../src/api-route.js';
import { API_ROUTE_NAMES, apiRoutes } from '../src/api-routes.js';
import { routeExamples as examples } from './examples/route-examples.js';
import type { PartExamples } from './examples/types.js';

const PARTS = ['params', 'query', 'body', 'response'] as const;

function schemaOf(route: ApiRoute, part: (typeof PARTS)[number]): z.ZodType | undefined {
  return route[part];
}

const cases = API_ROUTE_NAMES.flatMap((name) => {
  const route: ApiRoute = apiRoutes[name];
  return PARTS.flatMap((part) => {
    const schema = schemaOf(route, part);
    const partExamples: PartExamples | undefined = examples[name][part];
    return schema && partExamples ? [{ name, part, schema, partExamples }] : [];
  });
});

describe('apiRoutes', () => {
  it('lists every call the SPA makes plus the added ones, with the right method and path', () => {
    const table = API_ROUTE_NAMES.map(
      (name) => `${apiRoutes[name].method} ${apiRoutes[name].path}`,
    );
    expect(table.sort()).toEqual(
      [
        'DELETE /api/blocks/:userId',
        'DELETE /api/matches/:id/unmatch',
        'GET /api/admin/audit',
        'GET /api/admin/reports',
        'GET /api/admin/stats',
        'GET /api/blocks',
        'GET /api/matches/past',
        'GET /api/matches/:id/profile',
        'POST /api/admin/reports/:id/resolve',
        'POST /api/blocks',
        'POST /api/reports',
        'GET /api/safety/notices',
        'POST /api/safety/notices/:id/dismiss',
        'DELETE /api/user/email/pending',
        'POST /api/user/email/cancel',
        'POST /api/user/email/confirm',
        'POST /api/user/email/resend',
        'DELETE /api/user/account',
        'GET /api/app-config',
        'GET /api/auth/user',
        'GET /api/matches',
        'GET /api/matches/:id/presence',
        'GET /api/matches/potential',
        'GET /api/matches/requests',
        'GET /api/matches/requests/count',
        'GET /api/messages/:matchId',
        'GET /api/messages/unread-count',
        'GET /api/openapi.json',
        'GET /api/profile',
        'GET /api/settings',
        'GET /api/waitlist/count',
        'GET /healthz',
        'GET /readyz',
        'PATCH /api/profile',
        'PATCH /api/settings',
        'PATCH /api/user/email',
        'POST /api/user/pause',
        'POST /api/user/data-export',
        'GET /api/user/data-export',
        'GET /api/user/corrections',
        'POST /api/user/corrections',
        'GET /api/admin/corrections',
        'POST /api/admin/corrections/:id/decide',
        'GET /api/appeals/:token',
        'POST /api/appeals',
        'GET /api/admin/appeals',
        'POST /api/admin/appeals/:id',
        'GET /api/user/held-photos',
        'GET /api/admin/held-photos',
        'POST /api/admin/held-photos/:id',
        'DELETE /api/user/pause',
        'POST /api/auth/forgot-password',
        'POST /api/auth/logout',
        'POST /api/auth/reset-password',
        'POST /api/login',
        'POST /api/matches/like',
        'POST /api/matches/respond',
        'POST /api/matches/undo-pass',
        'POST /api/messages',
        'POST /api/realtime/ticket',
        'POST /api/signup',
        'POST /api/upload',
        'POST /api/verify-email',
        'POST /api/verify-email/resend',
        'POST /api/waitlist',
        'GET /api/notifications/preferences',
        'PATCH /api/notifications/preferences',
        'POST /api/notifications/unsubscribe',
        'POST /api/notifications/resubscribe',
        'GET /api/notifications/push-key',
        'POST /api/notifications/push-subscription',
        'DELETE /api/notifications/push-subscription',
      ].sort(),
    );
  });

  it('has examples for exactly the parts each route declares, and an invalid one per route', () => {
    for (const name of API_ROUTE_NAMES) {
      const route: ApiRoute = apiRoutes[name];
      for (const part of PARTS) {
        expect({ name, part, has: examples[name][part] !== undefined }).toEqual({
          name,
          part,
          has: schemaOf(route, part) !== undefined,
        });
      }
      const invalidCount = PARTS.reduce(
        (n, part) => n + (examples[name][part]?.invalid.length ?? 0),
        0,
      );
      expect(invalidCount, name).toBeGreaterThan(0);
    }
  });

  it('requires a session exactly on the signed-in calls', () => {
    const publicCalls = API_ROUTE_NAMES.filter((name) => !apiRoutes[name].auth).sort();
    expect(publicCalls).toEqual(
      [
        'cancelEmailChange',
        'fileAppeal',
        'forgotPassword',
        'getAppeal',
        'getAppConfig',
        'getOpenApiDocument',
        'getWaitlistCount',
        'health',
        'joinWaitlist',
        'login',
        'readiness',
        'resendVerification',
        'resetPassword',
        'resubscribeByLink',
        'signup',
        'unsubscribeByLink',
        'verifyEmail',
      ].sort(),
    );
  });

  it('takes the upload as multipart field "image" and no JSON body', () => {
    expect(apiRoutes.uploadImage.multipartFileField).toBe('image');
    expect('body' in apiRoutes.uploadImage).toBe(false);
  });

  describe.each(cases)('$name $part', ({ schema, partExamples }) => {
    it.each(partExamples.valid.map((input, index) => ({ index, input })))(
      'accepts valid example $index',
      ({ input }) => {
        const result = schema.safeParse(input);
        expect(result.error?.issues).toBeUndefined();
        expect(result.success).toBe(true);
      },
    );

    it.each(partExamples.invalid)('rejects with "$message"', ({ input, message }) => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    });
  });
});
