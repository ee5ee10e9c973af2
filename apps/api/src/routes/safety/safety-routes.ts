import type { FastifyInstance } from 'fastify';
import { blockUserRoute } from './block-user-route.js';
import { getBlocksRoute } from './get-blocks-route.js';
import { reportUserRoute } from './report-user-route.js';
import { unblockUserRoute } from './unblock-user-route.js';

/** Safety: blocking and reporting other people (`/api/blocks`, `/api/reports`). */
export async function safetyRoutes(
  app: FastifyInstance,
  options: { uploadDir: string },
): Promise<void> {
  await app.register(blockUserRoute, { uploadDir: options.uploadDir });
  await app.register(getBlocksRoute);
  await app.register(unblockUserRoute, { uploadDir: options.uploadDir });
  await app.register(reportUserRoute, { uploadDir: options.uploadDir });
}
