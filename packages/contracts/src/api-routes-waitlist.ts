import type { ApiRoute } from './api-route.js';
import { PUBLIC_ERRORS } from './api-route.js';
import { messageResponseSchema } from './fields.js';
import { joinWaitlistRequestSchema, waitlistCountResponseSchema } from './waitlist.js';

/** The pre-launch waitlist, open to anyone. */
export const waitlistRoutes = {
  getWaitlistCount: {
    method: 'GET',
    path: '/api/waitlist/count',
    summary: 'How many people are on the waitlist',
    auth: false,
    status: 200,
    response: waitlistCountResponseSchema,
    errors: [],
  },
  joinWaitlist: {
    method: 'POST',
    path: '/api/waitlist',
    summary: 'Join the pre-launch waitlist',
    auth: false,
    body: joinWaitlistRequestSchema,
    status: 201,
    response: messageResponseSchema,
    errors: [...PUBLIC_ERRORS, 409],
  },
} as const satisfies Record<string, ApiRoute>;
