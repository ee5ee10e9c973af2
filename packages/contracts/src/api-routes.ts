import { authRoutes } from './api-routes-auth.js';
import { chatRoutes } from './api-routes-chat.js';
import { matchingRoutes } from './api-routes-matching.js';
import { profileRoutes } from './api-routes-profile.js';
import { publicRoutes } from './api-routes-public.js';

// Every HTTP call of the product: the SPA's calls plus the ones the servers add
// (verify-email/resend, realtime ticket, app config, probes). The API registers
// its routes from this table and the tests iterate it. Any call may also fail
// with 500.

export const apiRoutes = {
  ...publicRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...matchingRoutes,
  ...chatRoutes,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

export const API_ROUTE_NAMES = Object.keys(apiRoutes) as ApiRouteName[];
