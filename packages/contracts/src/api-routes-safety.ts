import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS } from './api-route.js';
import {
  blockedUserParamsSchema,
  blockRequestSchema,
  blocksQuerySchema,
  blocksResponseSchema,
  noContentResponseSchema,
} from './blocks.js';
import { messageResponseSchema } from './fields.js';
import { reportRequestSchema, reportResponseSchema } from './reports.js';
import { safetyNoticeParamsSchema, safetyNoticesResponseSchema } from './safety-notices.js';

/** Blocking and reporting other people. */
export const safetyRoutes = {
  blockUser: {
    method: 'POST',
    path: '/api/blocks',
    summary:
      'Block someone I was shown, asked, matched or chatted with: silent, both directions, at once; idempotent',
    auth: true,
    body: blockRequestSchema,
    status: 201,
    response: messageResponseSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  getBlocks: {
    method: 'GET',
    path: '/api/blocks',
    summary: 'The people I blocked, most recent first, as they were when blocked; paged',
    auth: true,
    query: blocksQuerySchema,
    status: 200,
    response: blocksResponseSchema,
    errors: [400, 401],
  },
  unblockUser: {
    method: 'DELETE',
    path: '/api/blocks/:userId',
    summary: 'Unblock someone (the match and messages do not come back)',
    auth: true,
    params: blockedUserParamsSchema,
    status: 204,
    response: noContentResponseSchema,
    errors: [400, 401, 404],
  },
  reportUser: {
    method: 'POST',
    path: '/api/reports',
    summary: 'Report someone I was shown, asked, matched or chatted with; also blocks them',
    auth: true,
    body: reportRequestSchema,
    status: 201,
    response: reportResponseSchema,
    /** 409: the same person again within REPORT_REPEAT_HOURS; 429 also over REPORTS_PER_DAY. */
    errors: [...AUTHED_ERRORS, 404, 409],
  },
  getSafetyNotices: {
    method: 'GET',
    path: '/api/safety/notices',
    summary: 'My undismissed safety notices (a match was removed by a ban), newest first',
    auth: true,
    status: 200,
    response: safetyNoticesResponseSchema,
    errors: [401],
  },
  dismissSafetyNotice: {
    method: 'POST',
    path: '/api/safety/notices/:id/dismiss',
    summary: 'Dismiss one of my safety notices; idempotent',
    auth: true,
    params: safetyNoticeParamsSchema,
    status: 204,
    response: noContentResponseSchema,
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ApiRoute>;
