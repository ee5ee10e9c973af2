import type { ApiRoute } from './api-route.js';
import { PUBLIC_ERRORS } from './api-route.js';
import {
  adminAppealSchema,
  adminAppealsResponseSchema,
  appealIdParamsSchema,
  appealSummarySchema,
  appealTokenParamsSchema,
  decideAppealBodySchema,
  fileAppealBodySchema,
} from './appeals.js';

/**
 * Appeals of a suspension or ban (docs/PRODUCT.md "Appeals"). The person's two calls take the
 * token of the sanction's email or sign-in refusal instead of a session (a sanctioned account
 * cannot sign in); 400 INVALID_APPEAL_TOKEN for a token that is not ours or whose sanction no
 * longer stands. The /api/admin routes answer 404 `Not found` to anyone who is not a signed-in
 * moderator, as the rest of /api/admin does.
 */
export const appealRoutes = {
  getAppeal: {
    method: 'GET',
    path: '/api/appeals/:token',
    summary: 'The suspension or ban a link names, as it stands, and its appeal if one was filed',
    auth: false,
    params: appealTokenParamsSchema,
    status: 200,
    response: appealSummarySchema,
    errors: PUBLIC_ERRORS,
  },
  fileAppeal: {
    method: 'POST',
    path: '/api/appeals',
    summary:
      'Appeal the suspension or ban the token names; one appeal per sanction (409 for a second)',
    auth: false,
    body: fileAppealBodySchema,
    status: 201,
    response: appealSummarySchema,
    errors: [...PUBLIC_ERRORS, 409],
  },
  getAdminAppeals: {
    method: 'GET',
    path: '/api/admin/appeals',
    summary: 'Open appeals, oldest first, each beside the original report and its evidence',
    auth: true,
    status: 200,
    response: adminAppealsResponseSchema,
    errors: [404],
  },
  decideAppeal: {
    method: 'POST',
    path: '/api/admin/appeals/:id',
    summary:
      'Uphold (the suspension or ban is lifted) or reject an appeal, written to the audit log; the person is emailed. 409 for a decided appeal, or for the moderator who made the first decision',
    auth: true,
    params: appealIdParamsSchema,
    body: decideAppealBodySchema,
    status: 200,
    response: adminAppealSchema,
    errors: [400, 404, 409],
  },
} as const satisfies Record<string, ApiRoute>;
