import type { ApiRouteName } from '../../src/api-routes.js';
import { appealExamples } from './appeal-examples.js';
import { authExamples } from './auth-examples.js';
import { chatExamples } from './chat-examples.js';
import { correctionExamples } from './correction-examples.js';
import { heldPhotoExamples } from './held-photo-examples.js';
import { matchingExamples } from './matching-examples.js';
import { moderationExamples } from './moderation-examples.js';
import { notificationExamples } from './notification-examples.js';
import { privacyExamples } from './privacy-examples.js';
import { profileExamples } from './profile-examples.js';
import { publicExamples } from './public-examples.js';
import { safetyExamples } from './safety-examples.js';
import type { RouteExamples } from './types.js';

/** Typed as a full record, so a route added to apiRoutes without examples fails typecheck. */
export const routeExamples: Record<ApiRouteName, RouteExamples> = {
  ...authExamples,
  ...profileExamples,
  ...matchingExamples,
  ...chatExamples,
  ...publicExamples,
  ...safetyExamples,
  ...moderationExamples,
  ...notificationExamples,
  ...privacyExamples,
  ...correctionExamples,
  ...appealExamples,
  ...heldPhotoExamples,
};
