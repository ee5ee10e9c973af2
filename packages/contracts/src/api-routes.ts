import { accountsRoutes } from './api-routes-accounts.js';
import { appealRoutes } from './api-routes-appeals.js';
import { chatRoutes } from './api-routes-chat.js';
import { correctionRoutes } from './api-routes-corrections.js';
import { heldPhotoRoutes } from './api-routes-held-photos.js';
import { matchingRoutes } from './api-routes-matching.js';
import { metaRoutes } from './api-routes-meta.js';
import { moderationRoutes } from './api-routes-moderation.js';
import { notificationsRoutes } from './api-routes-notifications.js';
import { privacyRoutes } from './api-routes-privacy.js';
import { profilesRoutes } from './api-routes-profiles.js';
import { pushRoutes } from './api-routes-push.js';
import { safetyRoutes } from './api-routes-safety.js';
import { waitlistRoutes } from './api-routes-waitlist.js';

// Every HTTP call of the product: the SPA's calls plus the ones the servers add
// (verify-email/resend, realtime ticket, app config, probes), one module per API
// domain. The API registers its routes from this table and the tests iterate it.
// Any call may also fail with 500.

export const apiRoutes = {
  ...waitlistRoutes,
  ...metaRoutes,
  ...accountsRoutes,
  ...profilesRoutes,
  ...matchingRoutes,
  ...chatRoutes,
  ...safetyRoutes,
  ...moderationRoutes,
  ...notificationsRoutes,
  ...pushRoutes,
  ...privacyRoutes,
  ...correctionRoutes,
  ...appealRoutes,
  ...heldPhotoRoutes,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

export const API_ROUTE_NAMES = Object.keys(apiRoutes) as ApiRouteName[];
