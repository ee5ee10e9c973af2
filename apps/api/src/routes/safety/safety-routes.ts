import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import type { FastifyInstance } from 'fastify';
import { blockUserRoute } from './block-user-route.js';
import { dismissSafetyNoticeRoute } from './dismiss-safety-notice-route.js';
import { getBlocksRoute } from './get-blocks-route.js';
import { getSafetyNoticesRoute } from './get-safety-notices-route.js';
import { reportUserRoute } from './report-user-route.js';
import { unblockUserRoute } from './unblock-user-route.js';

/**
 * Safety: blocking and reporting other people (`/api/blocks`, `/api/reports`), and the notices
 * a ban leaves for the banned person's matches (`/api/safety/notices`).
 */
export async function safetyRoutes(
  app: FastifyInstance,
  options: { photos: PhotoStore },
): Promise<void> {
  await app.register(blockUserRoute, { photos: options.photos });
  await app.register(getBlocksRoute);
  await app.register(unblockUserRoute, { photos: options.photos });
  await app.register(reportUserRoute, { photos: options.photos });
  await app.register(getSafetyNoticesRoute);
  await app.register(dismissSafetyNoticeRoute);
}
